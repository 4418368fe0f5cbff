import { formatNative } from '../evm/formatNative.js'
import { formatNativeFee } from '../evm/formatNativeFee.js'
import { FrameRpcError } from '../FrameRpcError.js'
import type { SmartAccountRequestContext } from './SmartAccountRequestContext.js'
import { UnfundedFeeError } from './UnfundedFeeError.js'

/**
 * What the visitor reads for an operation the smart account cannot pay (an UnfundedFeeError): `insufficient_funds`,
 * in the visitor's language, as a value beyond the balance is refused (refuseUnfundedCalls), with the value and the
 * most the fee can be: 'This account holds 0.01 ETH, less than the 0.01 ETH to send plus a network fee of up to
 * 0.0003 ETH: add ETH to it, then try again'. Any other error is given back as it is.
 */
export function unfundedFeeRefusal(
  { t, nativeCurrency }: Pick<SmartAccountRequestContext, 't' | 'nativeCurrency'>,
  error: unknown,
): unknown {
  if (!(error instanceof UnfundedFeeError)) return error
  const values = {
    balance: formatNative(error.balance, nativeCurrency),
    amount: formatNative(error.value, nativeCurrency),
    fee: formatNativeFee(error.fee, nativeCurrency),
    symbol: nativeCurrency.symbol,
  }
  return new FrameRpcError(
    t(error.value === 0n ? 'frame.refused.fee' : 'frame.refused.fundsAndFee', values),
    'insufficient_funds',
  )
}
