import type { PorticoFeature } from '@portico/core'
import type { SwapsApi } from './SwapsApi.js'
import type { SwapsState } from './SwapsState.js'

/** The feature as core knows it: instances are keyed by id, so its API is reached without the swaps() object. */
export const swapsFeatureId: PorticoFeature<SwapsApi, SwapsState> = { id: 'swaps' }
