import { useTranslate } from '../i18n/useTranslate.js'

/** The view area of a view that threw while rendering: 'Something went wrong' in the current locale. */
export function ViewFailed({ view }: { view: string }) {
  const t = useTranslate()
  return (
    <div
      className="view view-state"
      role="alert"
      data-testid="portico-view"
      data-view={view}
      data-state="error"
    >
      {t('modal.viewFailed')}
    </div>
  )
}
