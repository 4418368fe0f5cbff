import type { PaymentAsset } from './PaymentAsset.js'

/** A payment to a merchant: the receiving address, the amount in whole tokens (`5` or `'5.25'`) and the asset. */
export interface PayArguments {
  recipient: string
  amount: number | string
  paymentAsset: PaymentAsset
}
