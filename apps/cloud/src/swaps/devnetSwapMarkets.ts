import type { SwapMarket } from './SwapsConfig.js'

/** Uniswap v2's pair init code hash (UniswapV2Pair of @uniswap/v2-core 1.0.1), which Router02 hard-codes. */
export const UNISWAP_V2_PAIR_INIT_CODE_HASH =
  '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f'

// The devnet's market, at the same addresses on both chains (@portico/devnet devnetEvmContracts and
// devnetEvmMarket, deployed by account #9; devnetSwapMarkets.test.ts pins them).
const market: SwapMarket = {
  router: '0xed1db453c3156ff3155a97ad217b3087d5dc5f6e',
  factory: '0x0c8e79f3534b00d9a3d4a856b665bf4ebc22f2ba',
  weth: '0xe1da8919f262ee86f9be05059c9280142cf23f48',
  pairInitCodeHash: UNISWAP_V2_PAIR_INIT_CODE_HASH,
  tokens: [
    {
      address: '0x8ce361602b935680e8dec218b820ff5056beb7af',
      symbol: 'USDC',
      name: 'USD Coin',
      decimals: 6,
      transferFeeBps: 0,
    },
    {
      address: '0x700b6a60ce7eaaea56f065753d8dcb9653dbad35',
      symbol: 'USDT',
      name: 'Tether USD',
      decimals: 6,
      transferFeeBps: 0,
    },
    {
      address: '0xa15bb66138824a1c7167f5e85b957d04dd34e468',
      symbol: 'PTK',
      name: 'Portico Token',
      decimals: 18,
      transferFeeBps: 0,
    },
    {
      address: '0xe1aa25618fa0c7a1cfdab5d6b456af611873b629',
      symbol: 'DTT',
      name: 'Deflating Test Token',
      decimals: 18,
      transferFeeBps: 100,
    },
  ],
}

/** The pools provider's markets in development: the devnet's two EVM chains (`pnpm devnet`, `pnpm lab`). */
export const devnetSwapMarkets: Readonly<Record<string, SwapMarket>> = {
  'eip155:31337': market,
  'eip155:31338': market,
}
