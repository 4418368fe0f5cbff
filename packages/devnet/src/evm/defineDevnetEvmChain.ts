import { type Chain, defineChain } from 'viem'

export type DevnetEvmChain = { chainId: number; name: string; rpcUrl: string; wsUrl: string }

/**
 * A viem chain for one running devnet EVM chain (use the endpoints `startDevnet` returned or the devnet
 * file holds), so the lab, the tests and the adapter all share one definition.
 */
export function defineDevnetEvmChain({ chainId, name, rpcUrl, wsUrl }: DevnetEvmChain): Chain {
  return defineChain({
    id: chainId,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl], webSocket: [wsUrl] } },
    testnet: true,
  })
}
