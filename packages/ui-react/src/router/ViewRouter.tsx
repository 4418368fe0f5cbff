import type { ViewName } from '@portico/core'
import { Spinner } from '../icons/Spinner.js'
import { useRegistryResolution } from '../registry/useRegistryResolution.js'
import { defaultViews } from '../views/defaultViews.js'
import { ViewErrorBoundary } from './ViewErrorBoundary.js'
import { viewRegistry } from './viewRegistry.js'

viewRegistry.provide(defaultViews)

/** Renders the current view; a view whose code has not arrived shows a loading state, never a blank. */
export function ViewRouter({ view }: { view: ViewName }) {
  const resolution = useRegistryResolution(viewRegistry, view)
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
  const failed = resolution.state === 'error'
  return (
    <div
      className="view view-state"
      role="status"
      data-testid="portico-view"
      data-view={view}
      data-state={failed ? 'error' : 'loading'}
    >
      {failed ? 'Something went wrong' : <Spinner label="Loading" />}
    </div>
  )
}
