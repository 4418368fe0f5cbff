import { createHash } from 'node:crypto'
import { z } from 'zod'
import type { CoinbaseAsset } from './coinbaseAssets.js'
import type { OnrampPurchaseStatus } from './OnrampPurchase.js'
import { toBaseUnits } from './onrampAssetDecimals.js'
import type { OnrampOrderUpdate } from './onrampPurchaseStore.js'

const amount = z.object({ value: z.string().max(60), currency: z.string().max(40).nullish() }).nullish()

/**
 * One Coinbase onramp transaction (camel case), the parts the cloud reads: as the transaction status API lists it, and
 * as a webhook of Coinbase's delivers it (verifyCoinbaseWebhook).
 */
export const coinbaseTransactionSchema = z.object({
  transactionId: z.string().max(100).nullish(),
  status: z.string().max(60),
  partnerUserRef: z.string().max(255).nullish(),
  purchaseCurrency: z.string().max(100).nullish(),
  purchaseNetwork: z.string().max(60).nullish(),
  purchaseAmount: amount,
  coinbaseFee: amount,
  networkFee: amount,
  walletAddress: z.string().max(200).nullish(),
  txHash: z.string().max(200).nullish(),
  failureReason: z.string().max(100).nullish(),
})

/** Coinbase's `GET /onramp/v1/buy/user/{partnerUserRef}/transactions` answer (camel case), newest first. */
export const coinbaseTransactionsSchema = z.object({
  transactions: z.array(coinbaseTransactionSchema).max(100),
})
export type CoinbaseTransaction = z.infer<typeof coinbaseTransactionSchema>

type Status = Exclude<OnrampPurchaseStatus, 'created'>

/** Coinbase's transaction statuses as the purchase's, with a rank that only grows along a purchase's life. */
const STATUSES: Record<string, { status: Status; rank: number }> = {
  ONRAMP_TRANSACTION_STATUS_CREATED: { status: 'pending', rank: 1 },
  ONRAMP_TRANSACTION_STATUS_IN_PROGRESS: { status: 'processing', rank: 2 },
  ONRAMP_TRANSACTION_STATUS_SUCCESS: { status: 'completed', rank: 3 },
  ONRAMP_TRANSACTION_STATUS_FAILED: { status: 'failed', rank: 3 },
}

const fiat = (value: string | undefined) => {
  const number = Number(value ?? '0')
  return Number.isFinite(number) && number >= 0 ? number : 0
}

/**
 * The order update a Coinbase transaction of a purchase stands for (its `partnerUserRef` is the purchase id), whether
 * a poll read it or a webhook delivered it. Its event id is a digest of the report, so the same report read again or
 * delivered again (by a webhook after a poll, or twice by Coinbase) counts once. Null for a transaction of another
 * purchase or a status Coinbase added since; the purchase store checks the network and address.
 */
export function coinbaseOrderUpdate(
  provider: string,
  ref: string,
  transaction: CoinbaseTransaction,
  assetOf: (currency: string, networkName: string) => CoinbaseAsset | undefined,
): OnrampOrderUpdate | null {
  const known = STATUSES[transaction.status]
  if (!known || (transaction.partnerUserRef && transaction.partnerUserRef !== ref)) return null
  const asset = assetOf(transaction.purchaseCurrency ?? '', transaction.purchaseNetwork ?? '')
  const amount = asset ? toBaseUnits(transaction.purchaseAmount?.value ?? '0', asset.decimals) : undefined
  const reason = (transaction.failureReason ?? '').replace(/^FAILURE_REASON_/, '').toLowerCase()
  const update = {
    provider,
    sequence: known.rank,
    ref,
    orderId: transaction.transactionId ?? '',
    status: known.status,
    network: asset?.network ?? '',
    address: transaction.walletAddress ?? '',
    fee: (fiat(transaction.coinbaseFee?.value) + fiat(transaction.networkFee?.value)).toFixed(2),
    cryptoAmount: amount ?? '0',
    txHash: known.status === 'completed' ? (transaction.txHash ?? null) : null,
    failureReason: known.status === 'failed' ? reason || 'failed' : null,
  }
  // The event is this very report: the same one seen again counts once, a report that differs in anything is new.
  // `poll:` dates from before Coinbase's webhooks; kept so that ids already stored still match the same reports.
  const digest = createHash('sha256').update(JSON.stringify(update)).digest('hex').slice(0, 32)
  return { ...update, eventId: `poll:${ref}:${digest}` }
}
