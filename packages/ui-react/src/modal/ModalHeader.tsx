import type { ViewName } from '@portico/core'
import { usePorticoInstance } from '../context/usePorticoInstance.js'
import { useTranslate } from '../i18n/useTranslate.js'
import { IconButton } from '../icons/IconButton.js'
import { instanceRegistries } from '../plugins/instanceRegistries.js'
import { viewTitle } from '../router/viewTitle.js'
import { usePorticoSnapshot } from '../state/usePorticoSnapshot.js'

/**
 * Title (animated on change), Back when there is a previous view, and Close; no Close while the modal cannot close
 * (a required sign-in without a session), since a button that does nothing only puzzles the visitor.
 */
export function ModalHeader({
  titleId,
  view,
  closable,
}: {
  titleId: string
  view: ViewName
  closable: boolean
}) {
  const portico = usePorticoInstance()
  const state = usePorticoSnapshot()
  const t = useTranslate()
  const title = viewTitle(view, state, t, instanceRegistries(portico).titles)
  const canGoBack = state.modal.open && state.router.history.length > 1
  return (
    <div className="header">
      <span>
        {canGoBack && (
          <IconButton
            icon="back"
            label={t('modal.back')}
            testId="portico-header-back"
            onClick={() => portico.goBack()}
          />
        )}
      </span>
      <h2 id={titleId} className="title" data-testid="portico-header-title">
        <span key={title} className="title-text">
          {title}
        </span>
      </h2>
      <span>
        {closable && portico.canClose() && (
          <IconButton
            icon="close"
            label={t('modal.close')}
            testId="portico-header-close"
            onClick={() => portico.close()}
          />
        )}
      </span>
    </div>
  )
}
