import type { ViewName } from '@portico/core'
import { createLazyRegistry } from '../registry/createLazyRegistry.js'

/**
 * Modal views by name. Starts empty so registering a view does not pull the modal's code in; the
 * router provides the built-in views when the modal's code loads.
 */
export const viewRegistry = createLazyRegistry<ViewName, object>({})
