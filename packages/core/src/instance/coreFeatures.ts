import { siwxFeature } from '../controllers/siwx/siwxFeature.js'
import type { PorticoFeature } from '../types/feature.js'

/**
 * The features every instance offers, each enabled by its own options. A new capability is one
 * entry here (a PorticoFeature), never a branch in createPorticoInstance.
 */
export const coreFeatures: readonly PorticoFeature<unknown, object>[] = [siwxFeature]
