import type { PorticoFeature } from '@portico/core'
import type { PayApi } from './PayApi.js'
import type { PayState } from './PayState.js'

/** The feature as core knows it: instances are keyed by id, so its API is reached without the pay() object. */
export const payFeatureId: PorticoFeature<PayApi, PayState> = { id: 'pay' }
