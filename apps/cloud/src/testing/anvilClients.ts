import { type Account, createPublicClient, createWalletClient, defineChain, http } from 'viem'
import type { RunningAnvil } from './spawnAnvil.js'

/** viem's public client and `account`'s wallet client on an anvil chain a suite spawned. */
export function anvilClients(chain: RunningAnvil, account: Account) {
  const viemChain = defineChain({
    id: chain.chainId,
    name: 'anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
  return {
    client: createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl) }),
    wallet: createWalletClient({ chain: viemChain, transport: http(chain.rpcUrl), account }),
  }
}
