import type { TokenPriceInput } from './tokenPriceInputSchema.js'

// The devnet's contracts, at the same addresses on both chains (@portico/devnet devnetEvmContracts,
// deployed by account #9 at nonces 0 and 1; demoPrices.test.ts pins them).
const DEVNET_USDT = '0x700b6a60ce7eaaea56f065753d8dcb9653dbad35'
const DEVNET_PTK = '0xa15bb66138824a1c7167f5e85b957d04dd34e468'
// The devnet market's USDC-like token and its fee-on-transfer token (nonces 3 and 4), at the pools' prices.
const DEVNET_USDC = '0x8ce361602b935680e8dec218b820ff5056beb7af'
const DEVNET_DTT = '0xe1aa25618fa0c7a1cfdab5d6b456af611873b629'

/**
 * Made-up USD prices for the lab's two devnet chains (eip155:31337, eip155:31338), seeded with the lab
 * projects so the widget shows prices offline. Demo values only: never a market price.
 */
export const demoPrices: readonly TokenPriceInput[] = ['eip155:31337', 'eip155:31338'].flatMap((chainId) => [
  { chainId, address: 'native', usd: 1234.5 },
  { chainId, address: DEVNET_USDT, usd: 1 },
  { chainId, address: DEVNET_PTK, usd: 0.42 },
  { chainId, address: DEVNET_USDC, usd: 1 },
  { chainId, address: DEVNET_DTT, usd: 0.1247 },
])
