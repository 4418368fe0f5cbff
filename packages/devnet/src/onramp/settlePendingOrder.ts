import type { OnrampSandboxContext } from './OnrampSandboxContext.js'
import type { OnrampSandboxOrder } from './OnrampSandboxOrder.js'
import { settleOnrampOrder } from './settleOnrampOrder.js'

/**
 * Pays an order the pending test card left pending, once: when its `pendingMs` are up, or earlier when a test asks
 * (`POST /api/orders/<id>/settle`). Whichever comes second finds it no longer pending and does nothing.
 * @returns whether the order was pending (and is now being paid)
 */
export function settlePendingOrder(context: OnrampSandboxContext, order: OnrampSandboxOrder): boolean {
  if (order.status !== 'pending') return false
  context.track(settleOnrampOrder(context, order))
  return true
}
