import type { ViewName } from '@portico/core'
import { useEffect, useId } from 'react'
import { ViewRouter } from '../router/ViewRouter.js'
import { ModalHeader } from './ModalHeader.js'

/**
 * Lays the card with the opening view out once, hidden and inert, while the modal is closed. The
 * first layout of a fresh card costs several times what later ones do (style, font and layout
 * caches are cold); paid here, on idle, it is not paid between the visitor's click and the list.
 */
export function ModalWarmUp({ view, onDone }: { view: ViewName; onDone: () => void }) {
  const titleId = useId()
  useEffect(() => {
    // The first frame lays the tree out; the second one comes after it.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(onDone)
    })
    return () => cancelAnimationFrame(frame)
  }, [onDone])
  return (
    <div className="frame warm-up" aria-hidden="true" inert>
      <div className="card">
        <ModalHeader titleId={titleId} view={view} closable />
        <ViewRouter view={view} />
      </div>
    </div>
  )
}
