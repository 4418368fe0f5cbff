import { createOnrampCheckout } from '../cloud/createOnrampCheckout.js'
import { toOnrampError } from '../cloud/toOnrampError.js'
import { OnrampError } from '../errors/OnrampError.js'
import type { CheckoutTab } from './CheckoutTab.js'
import { followOnrampPurchase } from './followOnrampPurchase.js'
import type { OnrampContext } from './OnrampContext.js'
import { onrampAccountOf } from './onrampAccountOf.js'
import { onrampInputOf } from './onrampInputOf.js'

/**
 * Buys with `provider`'s quote: SELECT_BUY_PROVIDER, the cloud signs the checkout URL (recording the purchase), the
 * tab opened in the visitor's click goes there (without one, a blocked pop-up, `popupBlocked` and the URL stay for a
 * link), then the purchase is followed until it ends. A checkout that cannot start leaves the form with its `error`.
 */
export async function startOnrampPurchase(
  context: OnrampContext,
  provider: string,
  tab: CheckoutTab | null,
  redirectUrl: string,
): Promise<void> {
  const { featureState } = context
  const input = onrampInputOf(featureState)
  const quote = featureState.quotes?.find((each) => each.provider === provider)
  context.generation.value += 1
  Object.assign(featureState, {
    provider,
    purchase: undefined,
    checkoutUrl: undefined,
    popupBlocked: undefined,
  })
  try {
    const { address, cloud } = onrampAccountOf(context)
    if (!input || !quote) throw new OnrampError('onramp_no_quote')
    context.emit({ type: 'SELECT_BUY_PROVIDER', provider, ...input })
    featureState.status = 'checkout'
    featureState.error = undefined
    const checkout = await createOnrampCheckout(cloud, { ...input, provider, address, redirectUrl })
    featureState.checkoutUrl = checkout.url
    if (tab && !tab.closed) tab.location.href = checkout.url
    else featureState.popupBlocked = true
    void followOnrampPurchase(context, checkout.purchaseId, tab)
  } catch (error) {
    tab?.close()
    featureState.status = 'idle'
    featureState.error = toOnrampError(error).onrampCode
  }
}
