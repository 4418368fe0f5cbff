import { isoTimestampSql } from '../storage/isoTimestampSql.js'
import type { Queryable } from '../storage/Storage.js'
import type { PayExchangePayment, PayExchangePaymentState } from './PayExchangePayment.js'

type PaymentRow = {
  id: string
  exchange: string
  network: string
  asset: string
  amount: string
  recipient: string
  status: PayExchangePaymentState
  exchange_payment_id: string | null
  tx_hash: string | null
  failure_reason: string | null
  created_at: string
  updated_at: string
}

const COLUMNS = `id, exchange, network, asset, amount, recipient, status, exchange_payment_id, tx_hash,
  failure_reason, ${isoTimestampSql('created_at')} as created_at, ${isoTimestampSql('updated_at')} as updated_at`

const toPayment = (row: PaymentRow): PayExchangePayment => ({
  paymentId: row.id,
  exchange: row.exchange,
  network: row.network,
  asset: row.asset,
  amount: row.amount,
  recipient: row.recipient,
  status: row.status,
  exchangePaymentId: row.exchange_payment_id,
  txHash: row.tx_hash,
  failureReason: row.failure_reason,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
})

export type NewPayExchangePayment = {
  id: string
  projectId: string
  exchange: string
  network: string
  asset: string
  amount: string
  recipient: string
}

/** What the exchange's status API said of the payment. */
export type PayExchangePaymentUpdate = {
  /** Null only for a payment the cloud ends itself (PAY_FOLLOW_FOR_MS): no exchange ever reported it. */
  exchangePaymentId: string | null
  status: PayExchangePaymentState
  txHash: string | null
  failureReason: string | null
}

/** The payments from exchanges of the cloud's storage, per project. */
export const payExchangePaymentStore = {
  async insert(db: Queryable, payment: NewPayExchangePayment): Promise<void> {
    await db.query(
      `insert into pay_exchange_payments (id, project_id, exchange, network, asset, amount, recipient)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        payment.id,
        payment.projectId,
        payment.exchange,
        payment.network,
        payment.asset,
        payment.amount,
        payment.recipient,
      ],
    )
  },

  async read(db: Queryable, projectId: string, id: string): Promise<PayExchangePayment | undefined> {
    const [row] = await db.query<PaymentRow>(
      `select ${COLUMNS} from pay_exchange_payments where project_id = $1 and id = $2`,
      [projectId, id],
    )
    return row ? toPayment(row) : undefined
  },

  /**
   * Records the exchange's answer while the payment is pending (a final status never changes; a pending answer records
   * the exchange's id of the payment the visitor confirmed); the row as stored.
   */
  async update(
    db: Queryable,
    projectId: string,
    id: string,
    update: PayExchangePaymentUpdate,
  ): Promise<PayExchangePayment | undefined> {
    const [row] = await db.query<PaymentRow>(
      `update pay_exchange_payments set status = $3, exchange_payment_id = $4, tx_hash = $5, failure_reason = $6,
         updated_at = now()
       where project_id = $1 and id = $2 and status = 'pending'
       returning ${COLUMNS}`,
      [projectId, id, update.status, update.exchangePaymentId, update.txHash, update.failureReason],
    )
    return row ? toPayment(row) : payExchangePaymentStore.read(db, projectId, id)
  },
}
