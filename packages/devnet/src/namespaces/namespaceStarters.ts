import { loadPolkadotStarter } from '../polkadot/loadPolkadotStarter.js'
import type { DevnetInfoByNamespace } from './DevnetInfoByNamespace.js'
import type { DevnetNamespace } from './devnetNamespaces.js'
import type { RunningNamespace, StartNamespaceOptions } from './RunningNamespace.js'

type NamespaceStarter<N extends DevnetNamespace> = (
  options: StartNamespaceOptions,
) => Promise<RunningNamespace<DevnetInfoByNamespace[N]>>

type NamespaceStarterLoaders = { [N in DevnetNamespace]: () => Promise<NamespaceStarter<N>> }

/**
 * Loads how each namespace starts. Every starter is loaded with `import()`, so asking for EVM only never
 * loads (or needs) the other namespaces' code and dependencies. Load them one after the other: some
 * CommonJS dependencies `require()` ES modules, which races when imported in parallel.
 */
export const namespaceStarters: NamespaceStarterLoaders = {
  eip155: async () => (await import('../evm/startEvmDevnet.js')).startEvmDevnet,
  solana: async () => (await import('../solana/startSolanaDevnet.js')).startSolanaDevnet,
  bip122: async () => (await import('../bitcoin/startBitcoinDevnet.js')).startBitcoinDevnet,
  polkadot: loadPolkadotStarter,
  cosmos: async () => (await import('../cosmos/startCosmosDevnet.js')).startCosmosDevnet,
}
