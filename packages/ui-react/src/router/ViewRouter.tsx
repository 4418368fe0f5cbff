import type { ViewName } from '@portico/core'
import { useEffect } from 'react'
import { usePorticoInstance } from '../context/usePorticoInstance.js'
import { useTranslate } from '../i18n/useTranslate.js'
import { Spinner } from '../icons/Spinner.js'
import { instanceRegistries } from '../plugins/instanceRegistries.js'
import { useRegistryResolution } from '../registry/useRegistryResolution.js'
import { defaultViews } from '../views/defaultViews.js'
import { ViewErrorBoundary } from './ViewErrorBoundary.js'
import { ViewFailed } from './ViewFailed.js'
import { viewRegistry } from './viewRegistry.js'

viewRegistry.provide(defaultViews)

/** Renders the current view; a view whose code has not arrived shows a loading state, never a blank. */
export function ViewRouter({ view }: { view: ViewName }) {
  const resolution = useRegistryResolution(instanceRegistries(usePorticoInstance()).views, view)
  const t = useTranslate()
  if (resolution.state === 'ready') {
    const { Component } = resolution
    return (
      <ViewErrorBoundary key={view} view={view}>
        <div className="view" data-testid="portico-view" data-view={view} data-state="ready">
          <Component />
        </div>
      </ViewErrorBoundary>
    )
  }
  if (resolution.state === 'missing') return <MissingView view={view} />
  const failed = resolution.state === 'error'
  return (
    <div
      className="view view-state"
      role="status"
      data-testid="portico-view"
      data-view={view}
      data-state={failed ? 'error' : 'loading'}
    >
      {failed ? t('modal.viewFailed') : <Spinner label={t('modal.loading')} />}
    </div>
  )
}

/**
 * A view no installed package provides (the built-in views are registered by now): a clear error for
 * the visitor and, for the developer, which view and how to add it, instead of a spinner forever.
 */
function MissingView({ view }: { view: ViewName }) {
  useEffect(() => {
    console.error(
      `Portico: no installed package provides the view ${view}. Install the feature package that adds it and pass it to Portico, or register the view with registerView('${view}', () => import('…')).`,
    )
  }, [view])
  return <ViewFailed view={view} state="missing" />
}
