import type { TokenBalance } from '@portico/core'
import { parseUnits } from '@portico/core'
import type { SendToken } from './SendToken.js'

/**
 * A portfolio row as a sendable token, or undefined for a token with zero decimals (docs/behaviour.md#validation: not
 * sent, e.g. an NFT the portfolio lists) or an unreadable quantity.
 */
export function fromPortfolioToken(token: TokenBalance): SendToken | undefined {
  const decimals = Number(token.quantity.decimals)
  if (!Number.isInteger(decimals) || decimals <= 0) return undefined
  let balance: bigint
  try {
    balance = parseUnits(token.quantity.numeric, decimals)
  } catch {
    return undefined
  }
  return {
    name: token.name,
    symbol: token.symbol,
    decimals,
    balance,
    // The cloud names a token by its CAIP-10 address (eip155:1:0x…); a transfer calls the contract.
    ...(token.address === undefined ? {} : { address: token.address.split(':').at(-1) ?? token.address }),
    ...(token.price === undefined ? {} : { price: token.price }),
    ...(token.iconUrl ? { iconUrl: token.iconUrl } : {}),
  }
}
