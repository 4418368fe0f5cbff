import type { DevnetInfoByNamespace } from './DevnetInfoByNamespace.js'
import type { DevnetNamespace } from './devnetNamespaces.js'
import type { RunningNamespace, StartNamespaceOptions } from './RunningNamespace.js'

type NamespaceStarters = {
  [N in DevnetNamespace]: (
    options: StartNamespaceOptions,
  ) => Promise<RunningNamespace<DevnetInfoByNamespace[N]>>
}

/**
 * How each namespace starts. Every starter is loaded with `import()`, so asking for EVM only never
 * loads (or needs) the Solana, Bitcoin, Cosmos or Polkadot code and its dependencies.
 */
export const namespaceStarters: NamespaceStarters = {
  eip155: async (options) => (await import('../evm/startEvmDevnet.js')).startEvmDevnet(options),
  solana: async (options) => (await import('../solana/startSolanaDevnet.js')).startSolanaDevnet(options),
  cosmos: async (options) => (await import('../cosmos/startCosmosDevnet.js')).startCosmosDevnet(options),
}
