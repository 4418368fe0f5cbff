import type { OnrampQuoteInput } from './fetchOnrampQuotes.js'
import type { OnrampCloud } from './OnrampCloud.js'
import { onrampRequest } from './onrampRequest.js'

/**
 * The provider's checkout URL, signed by the cloud, and the purchase it records (`POST /v1/generators/onrampurl`);
 * the provider sends the buyer back to `redirectUrl`, a page of the project's origins.
 */
export function createOnrampCheckout(
  cloud: OnrampCloud,
  input: OnrampQuoteInput & { provider: string; address: string; redirectUrl: string },
): Promise<{ url: string; purchaseId: string; expiresAt: string }> {
  return onrampRequest(cloud, { path: '/v1/generators/onrampurl', body: input })
}
