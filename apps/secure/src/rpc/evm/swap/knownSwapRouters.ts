import type { Address } from 'viem'

const UNISWAP_V2_ROUTER = 'Uniswap v2 Router02'

/**
 * The swap routers the frame names, by chain id and lower-case address: Uniswap v2's Router02 on Ethereum, and the
 * one Portico's local chains deploy (31337 and 31338, the same address on both). Any other contract shows by address.
 */
const KNOWN_SWAP_ROUTERS: Readonly<Record<number, Readonly<Record<string, string>>>> = {
  1: { '0x7a250d5630b4cf539739df2c5dacb4c659f2488d': UNISWAP_V2_ROUTER },
  31337: { '0xed1db453c3156ff3155a97ad217b3087d5dc5f6e': UNISWAP_V2_ROUTER },
  31338: { '0xed1db453c3156ff3155a97ad217b3087d5dc5f6e': UNISWAP_V2_ROUTER },
}

/** The name of a known swap router at `address` on `chainId`, else undefined. */
export const swapRouterName = (chainId: number | undefined, address: Address): string | undefined =>
  chainId === undefined ? undefined : KNOWN_SWAP_ROUTERS[chainId]?.[address.toLowerCase()]
