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
    usdc: TokenInfo
    /** The Uniswap v2 market (devnetEvmMarket): WETH, the fee-on-transfer token, factory, Router02, seeded pools. */
    market: {
      weth: TokenInfo
      feeOnTransferToken: TokenInfo & { transferFeeBps: number }
      factory: string
      router: string
      pairInitCodeHash: string
      pools: { name: string; pair: string; tokenA: string; tokenB: string }[]
    }
  }
}
