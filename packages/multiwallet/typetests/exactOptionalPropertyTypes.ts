// Compiled by `pnpm check:exact-optional`: an app with `exactOptionalPropertyTypes` passes a maybe-undefined value to
// every optional parameter of the multi-wallet hook and actions. A key listed in an error below rejects `undefined`: declare it `?: T | undefined`.
import type { useWalletConnections, WalletConnectionParameters } from '../src/exports/index.js'

type HookParameters = NonNullable<Parameters<typeof useWalletConnections>[0]>

export const connection: Record<OptionalKeysRejectingUndefined<WalletConnectionParameters>, true> = {}
export const connections: Record<OptionalKeysRejectingUndefined<HookParameters>, true> = {}
