import type { PayExchangeName } from './PayExchangeConfig.js'
import type { PayExchangePayment, PayExchangePaymentState } from './PayExchangePayment.js'

/** One asset an exchange pays on one network: `native` or the token's address. */
export type PayExchangeAsset = { asset: string; symbol: string; decimals: number; network: string }

/** What an exchange pays: its name as it shows, and its assets. */
export type PayExchangeAssets = { name: string; assets: PayExchangeAsset[] }

/** The exchange's payment for one payment URL, as its status API reports it. */
export type PayExchangePaymentStatus = {
  /** The exchange's own id of the payment. */
  id: string
  status: PayExchangePaymentState
  txHash: string | null
  failureReason: string | null
}

/** A payment the cloud records, for the exchange's page. */
export type PayExchangeUrlRequest = {
  paymentId: string
  /** The asset as the exchange listed it. */
  asset: PayExchangeAsset
  /** In the asset's smallest unit. */
  amount: string
  recipient: string
  redirectUrl?: string | undefined
  /** Unix seconds after which the URL is no longer good. */
  expires: number
  /** The visitor's IP address (TRUSTED_PROXIES decide whose `X-Forwarded-For` is believed). */
  clientIp: string
}

/** One exchange as the pay routes use it, whatever protocol it speaks (PayExchangeSettings). */
export type PayExchangeClient = {
  readonly name: PayExchangeName
  /** How long the URLs it hands out stay good, in seconds. */
  readonly urlLifetimeS: number
  /** Its status API is read at most this often per payment (ms); undefined: at every read of a pending payment. */
  readonly pollIntervalMs?: number | undefined
  assets(): Promise<PayExchangeAssets>
  /** The exchange's page where the visitor confirms the payment. */
  paymentUrl(request: PayExchangeUrlRequest): Promise<string>
  /** The exchange's payment for a payment the cloud recorded, or undefined while the visitor has not confirmed. */
  paymentOf(payment: PayExchangePayment): Promise<PayExchangePaymentStatus | undefined>
}
