import type { ComponentType } from 'react'
import { createLoadOnce } from '../prefetch/createLoadOnce.js'
import type { ModalMode } from './ModalMode.js'

/** The root component of the modal's code. */
export type ModalRootComponent = ComponentType<{ mode: ModalMode }>

/**
 * The modal's code (root, styles and bundled views), kept out of the page's initial JS. It loads
 * on idle after the first render, when a button that opens the modal is hovered or focused, or at
 * once when the modal is needed; `current()` lets a render after the load use it without suspending.
 */
export const modalCode = createLoadOnce<ModalRootComponent>(() =>
  import('./ModalRoot.js').then((module) => module.ModalRoot),
)
