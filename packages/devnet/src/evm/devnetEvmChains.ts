import { defineDevnetEvmChain } from './defineDevnetEvmChain.js'
import { devnetEvmChainSpecs } from './devnetEvmChainSpecs.js'

const [specA, specB] = devnetEvmChainSpecs

/** viem chain of 'Portico Local' (31337) on its default port, as `pnpm devnet` starts it. */
export const porticoLocal = defineDevnetEvmChain({
  chainId: specA.chainId,
  name: specA.name,
  rpcUrl: `http://127.0.0.1:${specA.defaultPort}`,
  wsUrl: `ws://127.0.0.1:${specA.defaultPort}`,
})

/** viem chain of 'Portico Local B' (31338) on its default port, as `pnpm devnet` starts it. */
export const porticoLocalB = defineDevnetEvmChain({
  chainId: specB.chainId,
  name: specB.name,
  rpcUrl: `http://127.0.0.1:${specB.defaultPort}`,
  wsUrl: `ws://127.0.0.1:${specB.defaultPort}`,
})

/** Both local EVM chains on their default ports. For ephemeral ports use `defineDevnetEvmChain`. */
export const devnetEvmChains = [porticoLocal, porticoLocalB] as const
