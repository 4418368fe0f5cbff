import { isoTimestampSql } from '../storage/isoTimestampSql.js'
import type { Queryable, Storage } from '../storage/Storage.js'
import type { OnrampPurchase, OnrampPurchaseStatus } from './OnrampPurchase.js'

type PurchaseRow = {
  id: string
  provider: string
  network: string
  address: string
  fiat_amount: string
  fiat_currency: string
  asset: string
  status: OnrampPurchaseStatus
  fee: string | null
  crypto_amount: string | null
  tx_hash: string | null
  failure_reason: string | null
  created_at: string
  updated_at: string
}

const COLUMNS = `id, provider, network, address, fiat_amount, fiat_currency, asset, status, fee, crypto_amount, tx_hash,
  failure_reason, ${isoTimestampSql('created_at')} as created_at, ${isoTimestampSql('updated_at')} as updated_at`

const toPurchase = (row: PurchaseRow): OnrampPurchase => ({
  id: row.id,
  provider: row.provider,
  network: row.network,
  address: row.address,
  fiatAmount: row.fiat_amount,
  fiatCurrency: row.fiat_currency,
  asset: row.asset,
  status: row.status,
  fee: row.fee,
  cryptoAmount: row.crypto_amount,
  txHash: row.tx_hash,
  failureReason: row.failure_reason,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
})

/** EVM addresses are kept in lower case so an account's purchases are found however it is written. */
export const normaliseOnrampAddress = (address: string) =>
  address.startsWith('0x') ? address.toLowerCase() : address

export type NewOnrampPurchase = {
  id: string
  projectId: string
  provider: string
  network: string
  address: string
  fiatAmount: string
  fiatCurrency: string
  asset: string
  redirectUrl: string
}

/** A provider's order, as its webhook reports it. */
export type OnrampOrderUpdate = {
  provider: string
  eventId: string
  sequence: number
  ref: string
  orderId: string
  status: Exclude<OnrampPurchaseStatus, 'created'>
  network: string
  address: string
  fee: string
  cryptoAmount: string
  txHash: string | null
  failureReason: string | null
}

/** What became of a webhook: applied, a replay (its event id was seen), stale (older than what is stored), or unknown. */
export type OnrampUpdateOutcome = 'applied' | 'replayed' | 'stale' | 'unknown'

/** The on-ramp purchases of the cloud's storage. */
export const onrampPurchaseStore = {
  async insert(db: Queryable, purchase: NewOnrampPurchase): Promise<void> {
    await db.query(
      `insert into onramp_purchases (id, project_id, provider, network, address, fiat_amount, fiat_currency, asset, redirect_url)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        purchase.id,
        purchase.projectId,
        purchase.provider,
        purchase.network,
        normaliseOnrampAddress(purchase.address),
        purchase.fiatAmount,
        purchase.fiatCurrency,
        purchase.asset,
        purchase.redirectUrl,
      ],
    )
  },

  async read(db: Queryable, projectId: string, id: string): Promise<OnrampPurchase | undefined> {
    const [row] = await db.query<PurchaseRow>(
      `select ${COLUMNS} from onramp_purchases where project_id = $1 and id = $2`,
      [projectId, id],
    )
    return row ? toPurchase(row) : undefined
  },

  /** An account's purchases in a project, newest first (at most `limit`), of one provider when given. */
  async listByAccount(
    db: Queryable,
    {
      projectId,
      address,
      provider,
      limit,
    }: { projectId: string; address: string; provider?: string; limit: number },
  ): Promise<OnrampPurchase[]> {
    const rows = await db.query<PurchaseRow>(
      `select ${COLUMNS} from onramp_purchases
       where project_id = $1 and address = $2 and ($3::text is null or provider = $3)
       order by created_at desc, id desc limit $4`,
      [projectId, normaliseOnrampAddress(address), provider ?? null, limit],
    )
    return rows.map(toPurchase)
  },

  /**
   * Applies a webhook once: its event id is recorded (a second delivery is a replay), and the purchase changes only
   * when the event's sequence is above the stored one, the purchase is not final yet, and the order is for the same
   * provider, network and address the purchase was signed for.
   */
  async applyUpdate(storage: Storage, update: OnrampOrderUpdate): Promise<OnrampUpdateOutcome> {
    return storage.transaction(async (tx) => {
      const seen = await tx.query(
        `insert into onramp_webhook_events (provider, event_id) values ($1, $2) on conflict do nothing returning event_id`,
        [update.provider, update.eventId],
      )
      if (seen.length === 0) return 'replayed'
      const [current] = await tx.query<{ sequence: number; status: string }>(
        `select sequence, status from onramp_purchases
         where id = $1 and provider = $2 and network = $3 and address = $4 for update`,
        [update.ref, update.provider, update.network, normaliseOnrampAddress(update.address)],
      )
      if (!current) return 'unknown'
      if (
        current.sequence >= update.sequence ||
        current.status === 'completed' ||
        current.status === 'failed'
      )
        return 'stale'
      await tx.query(
        `update onramp_purchases set status = $2, sequence = $3, order_id = $4, fee = $5, crypto_amount = $6,
           tx_hash = $7, failure_reason = $8, updated_at = now()
         where id = $1`,
        [
          update.ref,
          update.status,
          update.sequence,
          update.orderId,
          update.fee,
          update.cryptoAmount,
          update.txHash,
          update.failureReason,
        ],
      )
      return 'applied'
    })
  },
}
