import { type Chain, defineChain } from 'viem'
import type { LabDevnet } from '../devnet/LabDevnet.js'

/**
 * viem chains for the running devnet's EVM chains, on the endpoints the devnet file reports (ephemeral
 * ports in the browser tests). Same shape as @portico/devnet's `defineDevnetEvmChain` (whose package
 * entry also holds the Node-only devnet runner, which the browser cannot load) except the testnet flag and the
 * coin's name and symbol, which a config may set (`evmNativeCurrency`).
 */
export function labChains(
  devnet: LabDevnet,
  nativeCurrency: { name: string; symbol: string } = { name: 'Ether', symbol: 'ETH' },
): [Chain, ...Chain[]] {
  const chains = devnet.chains.map(({ chainId, name, rpcUrl, wsUrl }) =>
    defineChain({
      id: chainId,
      name,
      // anvil's coin has 18 decimals whatever the app calls it.
      nativeCurrency: { ...nativeCurrency, decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl], webSocket: [wsUrl] } },
      // Not testnets, so that a config on the lab's cloud with `testnets: false` gets their balance and
      // identity from the cloud's blockchain API; asTestnets flags them for the other cloud configs.
      testnet: false,
    }),
  )
  const [first, ...rest] = chains
  if (!first) throw new Error('The devnet reports no EVM chain.')
  return [first, ...rest]
}
