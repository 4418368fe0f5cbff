// Compiled by `pnpm check:exact-optional`: an app with `exactOptionalPropertyTypes` passes a maybe-undefined value to
// every optional parameter of the activity feature. A key listed in an error below rejects `undefined`: declare it `?: T | undefined`.
import type { ActivityParameters } from '../src/exports/index.js'

export const activity: Record<OptionalKeysRejectingUndefined<ActivityParameters>, true> = {}
