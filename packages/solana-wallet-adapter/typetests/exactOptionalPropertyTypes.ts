// Compiled by `pnpm check:exact-optional`: an app with `exactOptionalPropertyTypes` passes a maybe-undefined value to
// every optional prop of PorticoSolanaBridge and option of solanaAdapter. A key listed in an error below rejects
// `undefined`: declare it `?: T | undefined`.
import type { SolanaAdapterParameters } from '@portico/adapter-solana'
import type { PorticoSolanaBridgeProps } from '../src/exports/react.js'

export const bridge: Record<OptionalKeysRejectingUndefined<PorticoSolanaBridgeProps>, true> = {}
export const adapter: Record<OptionalKeysRejectingUndefined<SolanaAdapterParameters>, true> = {}
