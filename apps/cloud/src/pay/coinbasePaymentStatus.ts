import type { CoinbaseAsset } from '../onramp/coinbaseAssets.js'
import { findCoinbaseAsset } from '../onramp/coinbaseAssets.js'
import type { CoinbaseTransaction } from '../onramp/coinbaseOrderUpdate.js'
import { toBaseUnits } from '../onramp/onrampAssetDecimals.js'
import { coinbasePayAssetOf } from './coinbasePayAssetOf.js'
import type { PayExchangePaymentStatus } from './PayExchangeClient.js'
import type { PayExchangePayment, PayExchangePaymentState } from './PayExchangePayment.js'

/** Coinbase's transaction statuses as a payment's; a status it adds later is not read. */
const STATES: Record<string, PayExchangePaymentState> = {
  ONRAMP_TRANSACTION_STATUS_CREATED: 'pending',
  ONRAMP_TRANSACTION_STATUS_IN_PROGRESS: 'pending',
  ONRAMP_TRANSACTION_STATUS_SUCCESS: 'success',
  ONRAMP_TRANSACTION_STATUS_FAILED: 'failed',
}
/** Of several transactions for one payment, the one that says most: a success, else one on its way, else a failure. */
const PRECEDENCE: PayExchangePaymentState[] = ['success', 'pending', 'failed']

const sameAddress = (network: string, a: string, b: string) =>
  network.startsWith('eip155:') ? a.toLowerCase() === b.toLowerCase() : a === b

/**
 * What Coinbase's transactions for a payment (its `partnerUserRef` is the payment id) say of it: undefined while
 * there is none that sends the payment's asset on its network to its recipient (the visitor has not confirmed; a
 * transaction to another address or of another asset changes nothing). A success that delivered less than the
 * payment's amount is `failed` with `amount_mismatch` (its transaction hash kept); a failure's reason is Coinbase's
 * in lower case without `FAILURE_REASON_` (`send_failed`).
 */
export function coinbasePaymentStatusOf(
  payment: Pick<PayExchangePayment, 'paymentId' | 'network' | 'asset' | 'amount' | 'recipient'>,
  transactions: readonly CoinbaseTransaction[],
  assets: CoinbaseAsset[],
): PayExchangePaymentStatus | undefined {
  const matching = transactions.flatMap((transaction) => {
    const state = STATES[transaction.status]
    if (!state || (transaction.partnerUserRef && transaction.partnerUserRef !== payment.paymentId)) return []
    const entry = findCoinbaseAsset(
      assets,
      transaction.purchaseCurrency ?? '',
      transaction.purchaseNetwork ?? '',
    )
    if (!entry || entry.network !== payment.network) return []
    const asset = coinbasePayAssetOf(entry).asset
    if (asset.toLowerCase() !== payment.asset.toLowerCase()) return []
    if (!sameAddress(payment.network, transaction.walletAddress ?? '', payment.recipient)) return []
    return [{ transaction, state, decimals: entry.decimals }]
  })
  const chosen = PRECEDENCE.map((state) => matching.find((each) => each.state === state)).find(Boolean)
  if (!chosen) return undefined
  const { transaction, state, decimals } = chosen
  const id = transaction.transactionId || `coinbase:${payment.paymentId}`
  const txHash = transaction.txHash && transaction.txHash !== '0x' ? transaction.txHash : null
  if (state === 'pending') return { id, status: state, txHash: null, failureReason: null }
  if (state === 'failed') {
    const reason = (transaction.failureReason ?? '').replace(/^FAILURE_REASON_/, '').toLowerCase()
    return {
      id,
      status: state,
      txHash: null,
      failureReason: reason && reason !== 'unspecified' ? reason : 'failed',
    }
  }
  const delivered = toBaseUnits(transaction.purchaseAmount?.value ?? '', decimals)
  if (delivered === undefined || BigInt(delivered) < BigInt(payment.amount))
    return { id, status: 'failed', txHash, failureReason: 'amount_mismatch' }
  return { id, status: state, txHash, failureReason: null }
}
