import type { PorticoFeature } from '@portico/core'
import type { OnrampApi } from './OnrampApi.js'
import type { OnrampState } from './OnrampState.js'

/** The feature as core knows it: instances are keyed by id, so its API is reached without the onramp() object. */
export const onrampFeatureId: PorticoFeature<OnrampApi, OnrampState> = { id: 'onramp' }
