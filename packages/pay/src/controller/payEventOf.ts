import type { PayArguments } from '../PayArguments.js'

/** What every Pay event says of the payment: its network, asset, symbol, amount (whole tokens) and recipient. */
export function payEventOf(payment: PayArguments) {
  return {
    network: payment.paymentAsset.network,
    asset: payment.paymentAsset.asset,
    symbol: payment.paymentAsset.metadata.symbol,
    amount: String(payment.amount),
    recipient: payment.recipient,
  }
}
