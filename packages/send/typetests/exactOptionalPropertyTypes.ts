// Compiled by `pnpm check:exact-optional`: an app with `exactOptionalPropertyTypes` passes a maybe-undefined value to
// every optional parameter of the send feature. A key listed in an error below rejects `undefined`: declare it `?: T | undefined`.
import type { SendParameters } from '../src/exports/index.js'

export const send: Record<OptionalKeysRejectingUndefined<SendParameters>, true> = {}
