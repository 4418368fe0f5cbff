import type { ViewName } from '@portico/core'
import { createLazyRegistry } from '../registry/createLazyRegistry.js'
import { defaultViews } from '../views/defaultViews.js'

/** Modal views by name: the built-in ones, plus whatever features register. */
export const viewRegistry = createLazyRegistry<ViewName, object>(defaultViews)
