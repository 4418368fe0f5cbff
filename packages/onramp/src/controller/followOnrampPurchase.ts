import { fetchOnrampPurchase } from '../cloud/fetchOnrampPurchase.js'
import { buyEventOf } from './buyEventOf.js'
import type { CheckoutTab } from './CheckoutTab.js'
import type { OnrampContext } from './OnrampContext.js'
import { onrampAccountOf } from './onrampAccountOf.js'
import { onrampStatusOf } from './onrampStatusOf.js'

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms)
    function done() {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
    signal.addEventListener('abort', done, { once: true })
  })

/**
 * Reads the purchase's status every `pollMs` until the cloud reports it completed or failed (a reading that fails is
 * tried again; pending stays pending) or the purchase is reset; a checkout the visitor closed before any order says
 * `checkout_closed` meanwhile.
 * Success refreshes the balance and emits BUY_SUCCESS; a failure emits BUY_ERROR.
 */
export async function followOnrampPurchase(
  context: OnrampContext,
  purchaseId: string,
  tab: CheckoutTab | null,
): Promise<void> {
  const { featureState, generation, signal } = context
  const mine = generation.value
  const current = () => mine === generation.value && !signal.aborted
  const { cloud, namespace } = onrampAccountOf(context)
  while (current()) {
    const closedBefore = tab?.closed === true
    const purchase = await fetchOnrampPurchase(cloud, purchaseId).catch(() => undefined)
    if (!current()) return
    if (purchase) {
      featureState.purchase = purchase
      featureState.status = onrampStatusOf(purchase)
      if (featureState.status === 'success') {
        featureState.error = undefined
        context.emit({
          type: 'BUY_SUCCESS',
          ...buyEventOf(purchase),
          cryptoAmount: purchase.cryptoAmount ?? '0',
          txHash: purchase.txHash ?? '',
        })
        await context.portico.refreshBalance({ namespace, force: true }).catch(() => undefined)
        return
      }
      if (featureState.status === 'failed') {
        featureState.error = 'purchase_failed'
        context.emit({
          type: 'BUY_ERROR',
          ...buyEventOf(purchase),
          reason: purchase.failureReason ?? 'failed',
        })
        return
      }
      // A closed checkout with no order yet says so, but the purchase is still followed: a payment made just
      // before closing reaches the cloud a little later.
      if (featureState.status === 'checkout' && closedBefore) featureState.error = 'checkout_closed'
      else if (featureState.error === 'checkout_closed') featureState.error = undefined
    }
    await pause(context.pollMs, signal)
  }
}
