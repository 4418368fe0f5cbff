import type { ViewName } from '@portico/core'
import { useEffect, useId, useRef } from 'react'
import { usePorticoInstance } from '../context/usePorticoInstance.js'
import { useTranslate } from '../i18n/useTranslate.js'
import { ViewRouter } from '../router/ViewRouter.js'
import { usePorticoSelector } from '../state/usePorticoSelector.js'
import { AnimatedHeight } from './AnimatedHeight.js'
import { ModalHeader } from './ModalHeader.js'
import type { ModalMode } from './ModalMode.js'
import { useFocusTrap } from './useFocusTrap.js'

/** The dialog: header, the current view, focus trap and Escape (overlay mode). */
export function ModalCard({ view, mode }: { view: ViewName; mode: ModalMode }) {
  const portico = usePorticoInstance()
  const modal = usePorticoSelector((s) => s.modal)
  const t = useTranslate()
  const titleId = useId()
  const card = useRef<HTMLDivElement>(null)
  const overlay = mode === 'overlay'
  const trapTab = useFocusTrap(card, overlay)
  // On the document, so Escape also works when focus has left the dialog (e.g. after a backdrop click).
  useEffect(() => {
    if (!overlay) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') portico.close()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [overlay, portico])
  return (
    <div
      ref={card}
      role="dialog"
      aria-modal={overlay || undefined}
      aria-labelledby={titleId}
      tabIndex={-1}
      className="card"
      data-testid="portico-modal-card"
      data-state={modal.shake ? 'shaking' : 'idle'}
      onKeyDown={trapTab}
    >
      <ModalHeader titleId={titleId} view={view} closable={overlay} />
      {modal.loading && (
        <div
          className="progress"
          role="progressbar"
          aria-label={t('modal.loading')}
          data-testid="portico-modal-loading"
        />
      )}
      <AnimatedHeight>
        <ViewRouter view={view} />
      </AnimatedHeight>
    </div>
  )
}
