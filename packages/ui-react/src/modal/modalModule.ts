import type { Portico, ViewName } from '@portico/core'
import { instanceRegistries } from '../plugins/instanceRegistries.js'
import { ModalRoot } from './ModalRoot.js'

/**
 * The entry of the modal's lazily loaded code: its root, and the registry's view loading (the
 * router provides the built-in views as this code loads, so the page's initial JS has neither).
 */
export const modalModule = {
  ModalRoot,
  /** Starts loading a view of an instance (a lazily registered one; bundled ones are ready at once). */
  preloadView(portico: Portico, name: ViewName): void {
    instanceRegistries(portico).views.resolve(name)
  },
}
