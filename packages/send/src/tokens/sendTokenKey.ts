import type { SendToken } from './SendToken.js'

/** The picker's key of a token: its address as written (Solana's base58 is case-sensitive), or `native`. */
export function sendTokenKey(token: Pick<SendToken, 'address'>): string {
  return token.address ?? 'native'
}
