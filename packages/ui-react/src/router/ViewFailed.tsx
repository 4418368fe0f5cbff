import type { MessageKey } from '@portico/core'
import { useTranslate } from '../i18n/useTranslate.js'

/**
 * The view area of a view that cannot show: 'Something went wrong' when it threw while rendering
 * (`error`), 'This view is not available' when no installed package provides it (`missing`).
 */
export function ViewFailed({ view, state = 'error' }: { view: string; state?: 'error' | 'missing' }) {
  const t = useTranslate()
  const text: MessageKey = state === 'missing' ? 'modal.viewMissing' : 'modal.viewFailed'
  return (
    <div
      className="view view-state"
      role="alert"
      data-testid="portico-view"
      data-view={view}
      data-state={state}
    >
      {t(text)}
    </div>
  )
}
