import type { MessageKey } from '@portico/core'
import type { PayErrorCode } from '../errors/PayErrorCode.js'

/** The text of each Pay error code (a table, so a new code without a text is a type error). */
export const payErrorKey: Record<PayErrorCode, MessageKey> = {
  invalid_recipient: 'pay.error.invalidRecipient',
  invalid_amount: 'pay.error.invalidAmount',
  invalid_asset: 'pay.error.invalidAsset',
  unsupported_chain: 'pay.error.unsupportedChain',
  insufficient_balance: 'pay.error.insufficientBalance',
  user_rejected: 'pay.error.userRejected',
  payment_failed: 'pay.error.paymentFailed',
  cancelled: 'pay.error.cancelled',
  exchange_unavailable: 'pay.error.exchangeUnavailable',
  exchange_failed: 'pay.error.exchangeFailed',
}
