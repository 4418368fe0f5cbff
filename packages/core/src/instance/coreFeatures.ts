import type { PorticoFeature } from '../types/feature.js'

/**
 * The features every instance offers whatever its options: none. Each capability is a package's PorticoFeature,
 * given in `plugins` or carried by an option (a sign-in configuration's `feature`), never a branch in
 * createPorticoInstance.
 */
export const coreFeatures: readonly PorticoFeature<unknown, object>[] = []
