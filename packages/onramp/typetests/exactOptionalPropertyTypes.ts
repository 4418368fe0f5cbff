// Compiled by `pnpm check:exact-optional`: an app with `exactOptionalPropertyTypes` passes a maybe-undefined value to
// every optional parameter of the on-ramp feature. A key listed in an error below rejects `undefined`: declare it `?: T | undefined`.
import type { OnrampArguments, OnrampParameters } from '../src/exports/index.js'

export const onramp: Record<OptionalKeysRejectingUndefined<OnrampParameters>, true> = {}
export const onrampArguments: Record<OptionalKeysRejectingUndefined<OnrampArguments>, true> = {}
