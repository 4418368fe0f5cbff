import { loadEnglish } from '@portico/core'
import type { ComponentType } from 'react'
import { createLoadOnce } from '../prefetch/createLoadOnce.js'
import type { ModalMode } from './ModalMode.js'
import type { modalModule } from './modalModule.js'

/** The root component of the modal's code. */
export type ModalRootComponent = ComponentType<{ mode: ModalMode }>

/**
 * The modal's code (root, styles, bundled views and view loading) and the English catalogue, kept
 * out of the page's initial JS. It loads on idle after the first render, when a button that opens the modal is hovered or
 * focused, or at once when the modal is needed; `current()` lets a render after the load use it
 * without suspending.
 */
export const modalCode = createLoadOnce<typeof modalModule>(() =>
  // The views' English texts (the fallback of every locale) arrive with the code that shows them.
  Promise.all([import('./modalModule.js'), loadEnglish()]).then(([module]) => module.modalModule),
)
