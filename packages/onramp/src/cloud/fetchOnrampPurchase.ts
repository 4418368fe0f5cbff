import type { OnrampPurchase } from '../OnrampPurchase.js'
import type { OnrampCloud } from './OnrampCloud.js'
import { onrampRequest } from './onrampRequest.js'

/** A purchase's status as the cloud follows it: the provider's webhooks, or Coinbase read through (`GET /v1/onramp/purchases/:id`). */
export function fetchOnrampPurchase(cloud: OnrampCloud, purchaseId: string): Promise<OnrampPurchase> {
  return onrampRequest(cloud, { path: `/v1/onramp/purchases/${encodeURIComponent(purchaseId)}` })
}
