import type { CloudOnrampPurchase } from '@portico/cloud-contract'

/** A purchase as the cloud follows it (`GET /v1/onramp/purchases/:id`): its status, fee, amount and delivery. */
export type OnrampPurchase = CloudOnrampPurchase
