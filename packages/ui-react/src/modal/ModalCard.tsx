import type { ViewName } from '@portico/core'
import { useId, useRef } from 'react'
import { usePorticoInstance } from '../context/usePorticoInstance.js'
import { ViewRouter } from '../router/ViewRouter.js'
import { usePorticoSnapshot } from '../state/usePorticoSnapshot.js'
import { AnimatedHeight } from './AnimatedHeight.js'
import { ModalHeader } from './ModalHeader.js'
import type { ModalMode } from './ModalRoot.js'
import { useFocusTrap } from './useFocusTrap.js'

/** The dialog: header, the current view, focus trap and Escape (overlay mode). */
export function ModalCard({ view, mode }: { view: ViewName; mode: ModalMode }) {
  const portico = usePorticoInstance()
  const state = usePorticoSnapshot()
  const titleId = useId()
  const card = useRef<HTMLDivElement>(null)
  const overlay = mode === 'overlay'
  const trapTab = useFocusTrap(card, overlay)
  return (
    <div
      ref={card}
      role="dialog"
      aria-modal={overlay || undefined}
      aria-labelledby={titleId}
      tabIndex={-1}
      className="card"
      data-testid="portico-modal-card"
      data-state={state.modal.shake ? 'shaking' : 'idle'}
      onKeyDown={(event) => {
        if (overlay && event.key === 'Escape') {
          event.stopPropagation()
          portico.close()
          return
        }
        trapTab(event)
      }}
    >
      <ModalHeader titleId={titleId} view={view} closable={overlay} />
      <AnimatedHeight>
        <ViewRouter view={view} />
      </AnimatedHeight>
    </div>
  )
}
