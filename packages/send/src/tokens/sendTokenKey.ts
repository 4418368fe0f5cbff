import type { SendToken } from './SendToken.js'

/** The picker's key of a token: its address, or `native`. */
export function sendTokenKey(token: Pick<SendToken, 'address'>): string {
  return token.address?.toLowerCase() ?? 'native'
}
