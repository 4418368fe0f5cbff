import type { OnrampPurchase } from '../OnrampPurchase.js'
import type { OnrampStatus } from '../OnrampState.js'

/** The widget's status for the cloud's: no order yet is still the checkout; pending and processing are pending. */
export function onrampStatusOf(purchase: OnrampPurchase): OnrampStatus {
  switch (purchase.status) {
    case 'created':
      return 'checkout'
    case 'completed':
      return 'success'
    case 'failed':
      return 'failed'
    default:
      return 'pending'
  }
}
