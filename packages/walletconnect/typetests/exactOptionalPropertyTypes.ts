// Compiled by `pnpm check:exact-optional`: an app with `exactOptionalPropertyTypes` passes a maybe-undefined value to
// every optional option of the WalletConnect feature and parameter of its lean client. A key listed in an error below rejects `undefined`: declare it `?: T | undefined`.
import type { ConnectParameters, SignClientParameters } from '../src/exports/client.js'
import type { WalletConnectOptions } from '../src/exports/index.js'

export const options: Record<OptionalKeysRejectingUndefined<WalletConnectOptions>, true> = {}
export const client: Record<OptionalKeysRejectingUndefined<SignClientParameters>, true> = {}
export const connect: Record<OptionalKeysRejectingUndefined<ConnectParameters>, true> = {}
