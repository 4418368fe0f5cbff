import type { OnrampSandboxContext } from './OnrampSandboxContext.js'
import type { OnrampSandboxOrder } from './OnrampSandboxOrder.js'

/** A paid order: `processing`, the asset sent from the treasury, then `completed` with its transaction (or `failed`). */
export async function settleOnrampOrder(
  context: OnrampSandboxContext,
  order: OnrampSandboxOrder,
): Promise<void> {
  const network = context.networks[order.network]
  if (!network) return
  context.book.transition(order, 'processing')
  try {
    const txHash = await network.deliver(order.address, BigInt(order.cryptoAmount))
    context.book.transition(order, 'completed', { txHash })
  } catch {
    context.book.transition(order, 'failed', { failureReason: 'delivery_failed' })
  }
}
