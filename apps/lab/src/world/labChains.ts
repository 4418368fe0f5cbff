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
      // Portico shows '0.00' as the balance of testnets (spec §5); the lab's local chains hold real,
      // changing balances that the browser tests read, so they are not flagged as testnets here.
      testnet: false,
    }),
  )
  const [first, ...rest] = chains
  if (!first) throw new Error('The devnet reports no EVM chain.')
  return [first, ...rest]
}
