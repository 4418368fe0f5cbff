import type { OnrampPurchase } from '../OnrampPurchase.js'

/** What every buy event says of its purchase. */
export const buyEventOf = (purchase: OnrampPurchase) => ({
  purchaseId: purchase.id,
  provider: purchase.provider,
  network: purchase.network,
  asset: purchase.asset,
  fiatAmount: purchase.fiatAmount,
  fiatCurrency: purchase.fiatCurrency,
})
