import type { PorticoFeature } from '@portico/core'
import type { ActivityApi, ActivityState } from './ActivityTransaction.js'

/** The activity feature as `portico.getFeature` finds it (by id), for the tab's own lookups. */
export const activityFeatureRef: PorticoFeature<ActivityApi, ActivityState> = { id: 'activity' }
