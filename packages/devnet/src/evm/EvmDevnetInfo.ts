import type { DevnetEvmChain } from './defineDevnetEvmChain.js'
import type { DevnetEvmAccount } from './devnetEvmAccounts.js'

type TokenInfo = { address: string; name: string; symbol: string; decimals: number }

/** What a running EVM devnet exposes (and what the devnet file holds under `eip155`). */
export type EvmDevnetInfo = {
  chains: DevnetEvmChain[]
  accounts: DevnetEvmAccount[]
  contracts: {
    usdt: TokenInfo
    token: TokenInfo
    nft: { address: string; name: string; symbol: string; owner: string; tokenIds: number[] }
  }
}
