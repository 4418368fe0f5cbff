import { isNativeToken } from './NATIVE_TOKEN_ADDRESS.js'

/** What Max sells: a token's whole balance; of the native currency, the balance less twice the swap's fee (kept for gas). */
export function maxSwappable(
  token: { address: string; balance?: bigint | undefined },
  networkFee = 0n,
): bigint {
  const balance = token.balance ?? 0n
  if (!isNativeToken(token.address)) return balance
  const left = balance - 2n * networkFee
  return left > 0n ? left : 0n
}
