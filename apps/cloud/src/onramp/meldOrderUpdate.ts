import { z } from 'zod'
import type { MeldAsset } from './meldAssets.js'
import type { OnrampPurchaseStatus } from './OnrampPurchase.js'
import { toBaseUnits } from './onrampAssetDecimals.js'
import type { OnrampOrderUpdate } from './onrampPurchaseStore.js'
import type { MeldWebhookEvent } from './verifyMeldWebhook.js'

/** Meld's `GET /payments/transactions/{id}` answer, the parts the cloud reads. */
export const meldTransactionSchema = z.object({
  transaction: z.object({
    id: z.string().max(100),
    status: z.string().max(60),
    externalSessionId: z.string().max(200).nullish(),
    destinationAmount: z.number().nullish(),
    destinationCurrencyCode: z.string().max(40).nullish(),
    cryptoDetails: z
      .looseObject({
        walletAddress: z.string().max(100).nullish(),
        blockchainTransactionId: z.string().max(200).nullish(),
        totalFee: z.number().nullish(),
      })
      .nullish(),
  }),
})

type Status = Exclude<OnrampPurchaseStatus, 'created'>

/**
 * Meld's transaction statuses as the purchase's, with a rank that only grows along a purchase's life: the store
 * applies an update only above the rank it holds, so an event that arrives late changes nothing. Meld's status page
 * writes `PENDING CREATED` with a space (both spellings are read) and calls ERROR temporary (Meld may retry the
 * transaction), so ERROR is a purchase still under way; AUTHORIZED, AUTHORIZATION_EXPIRED and VOID, not on that
 * page, are read as Meld's fiat transactions name them.
 */
const STATUSES: Record<string, { status: Status; rank: number; reason?: string }> = {
  'PENDING CREATED': { status: 'pending', rank: 1 },
  PENDING_CREATED: { status: 'pending', rank: 1 },
  ERROR: { status: 'pending', rank: 1 },
  PENDING: { status: 'pending', rank: 1 },
  TWO_FA_REQUIRED: { status: 'pending', rank: 1 },
  TWO_FA_PROVIDED: { status: 'pending', rank: 1 },
  AUTHORIZED: { status: 'processing', rank: 2 },
  PROCESSING: { status: 'processing', rank: 2 },
  SETTLING: { status: 'processing', rank: 2 },
  SETTLED: { status: 'completed', rank: 3 },
  DECLINED: { status: 'failed', rank: 3, reason: 'card_declined' },
  CANCELLED: { status: 'failed', rank: 3, reason: 'cancelled' },
  FAILED: { status: 'failed', rank: 3, reason: 'failed' },
  AUTHORIZATION_EXPIRED: { status: 'failed', rank: 3, reason: 'expired' },
  REFUNDED: { status: 'failed', rank: 3, reason: 'refunded' },
  VOID: { status: 'failed', rank: 3, reason: 'cancelled' },
}

/**
 * The order update a Meld webhook stands for, from the transaction as Meld answers it now (the event only names
 * it): the purchase is the transaction's `externalSessionId`, which the cloud set to the purchase id. Null for a
 * transaction of no purchase of the cloud's, one whose session the event contradicts, or a status Meld added since.
 */
export function meldOrderUpdate(
  provider: string,
  event: MeldWebhookEvent,
  { transaction }: z.infer<typeof meldTransactionSchema>,
  assetOf: (code: string) => MeldAsset | undefined,
): OnrampOrderUpdate | null {
  const ref = transaction.externalSessionId ?? ''
  const known = STATUSES[transaction.status]
  if (!/^onr_[0-9a-f]{32}$/.test(ref) || !known) return null
  if (event.externalSessionId !== null && event.externalSessionId !== ref) return null
  const asset = assetOf(transaction.destinationCurrencyCode ?? '')
  const amount = asset ? toBaseUnits(transaction.destinationAmount ?? 0, asset.decimals) : undefined
  const fee = transaction.cryptoDetails?.totalFee
  return {
    provider,
    eventId: event.eventId,
    sequence: known.rank,
    ref,
    orderId: transaction.id,
    status: known.status,
    network: asset?.network ?? '',
    address: transaction.cryptoDetails?.walletAddress ?? '',
    fee: fee !== undefined && fee !== null && fee >= 0 ? fee.toFixed(2) : '0.00',
    cryptoAmount: amount ?? '0',
    txHash:
      known.status === 'completed' ? (transaction.cryptoDetails?.blockchainTransactionId ?? null) : null,
    failureReason: known.reason ?? null,
  }
}
