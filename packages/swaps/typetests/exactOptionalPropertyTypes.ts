// Compiled by `pnpm check:exact-optional`: an app with `exactOptionalPropertyTypes` passes a maybe-undefined value to
// every optional parameter of the swaps feature. A key listed in an error below rejects `undefined`: declare it `?: T | undefined`.
import type { SwapArguments, SwapsParameters } from '../src/exports/index.js'

export const swaps: Record<OptionalKeysRejectingUndefined<SwapsParameters>, true> = {}
export const swapArguments: Record<OptionalKeysRejectingUndefined<SwapArguments>, true> = {}
