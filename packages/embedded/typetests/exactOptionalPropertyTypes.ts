// Compiled by `pnpm check:exact-optional`: an app with `exactOptionalPropertyTypes` passes a maybe-undefined value to
// every optional parameter of the embedded wallet (its timeouts too). A key listed in an error below rejects `undefined`: declare it `?: T | undefined`.
import type { EmbeddedWalletParameters } from '../src/exports/index.js'

type Timeouts = NonNullable<EmbeddedWalletParameters['timeouts']>

export const embedded: Record<OptionalKeysRejectingUndefined<EmbeddedWalletParameters>, true> = {}
export const timeouts: Record<OptionalKeysRejectingUndefined<Timeouts>, true> = {}
