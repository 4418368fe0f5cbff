import { projectCloudRequest } from '@portico/core'
import { PayError } from '../errors/PayError.js'
import { isChoosing } from '../isChoosing.js'
import type { PayResult } from '../PayResult.js'
import type { PayState } from '../PayState.js'
import { checkPayment } from './checkPayment.js'
import type { ExchangeTab } from './ExchangeTab.js'
import { followExchangePayment } from './followExchangePayment.js'
import { noOutcome } from './noOutcome.js'
import type { PayContext } from './PayContext.js'
import { payCloudOf } from './payCloudOf.js'
import { payErrorOf } from './payErrorOf.js'
import { payEventOf } from './payEventOf.js'

/** The wallet or the chain at work on the visitor's other choice: an earlier exchange payment's success waits for it. */
const walletAtWork = ({ status }: PayState) =>
  status === 'switching' || status === 'paying' || status === 'confirming'

/**
 * The Pay view's exchange button: PAY_EXCHANGE_SELECTED, the cloud signs the exchange's payment page (recording the
 * payment), the tab opened in the visitor's click goes there (a blocked pop-up leaves `popupBlocked` and the URL for a
 * link), PAY_INITIATED, then the payment is followed until the exchange reports it: success (PAY_SUCCESS, the balance
 * read again) or `exchange_failed` (PAY_ERROR). A window closed before the visitor confirmed sets `windowClosed`: the
 * visitor may choose again (this exchange, another, the wallet) while this payment is still followed, so a late
 * confirmation still pays; only the last choice's failure shows. The visitor leaving the view or closing the modal
 * abandons it: its status is no longer read and the `pay()` call waiting is `cancelled`. The `pay()` call waiting
 * hears the first outcome. Never throws.
 */
export async function payWithExchange(
  context: PayContext,
  exchangeId: string,
  tab: ExchangeTab | null,
): Promise<void> {
  const { featureState: state } = context
  const payment = state.payment
  const exchange = state.exchanges?.find((each) => each.id === exchangeId)
  if (!payment || !isChoosing(state)) return
  Object.assign(state, noOutcome(), { status: 'exchange', exchange })
  const attempt = ++context.attempts
  const last = () => context.attempts === attempt
  // Fund wallet's amount may be typed again for another try: this payment's is kept.
  const amount = payment.amount
  // The `pay()` call waiting hears the first outcome (a payment started later may take it first).
  const settle = () => {
    const pending = context.pending
    context.pending = undefined
    return pending
  }
  // Followed while the visitor stays on this view of the open modal and nothing paid yet: leaving it abandons the page.
  const view = context.state.router.view
  const alive = () =>
    state.payment === payment &&
    state.status !== 'success' &&
    context.state.modal.open &&
    context.state.router.view === view
  try {
    if (!exchange) throw new PayError('exchange_unavailable')
    const request = checkPayment(payment, context.options.networks)
    context.emit({ type: 'PAY_EXCHANGE_SELECTED', ...payEventOf(payment), exchange: exchange.id })
    const { url, paymentId } = await projectCloudRequest<{ url: string; paymentId: string }>(
      payCloudOf(context),
      {
        path: '/v1/pay/url',
        body: {
          exchange: exchange.id,
          network: request.network.caipNetworkId,
          asset: payment.paymentAsset.asset,
          amount: request.units.toString(),
          recipient: request.recipient,
        },
      },
    ).catch((error: unknown) => {
      throw error instanceof PayError ? error : new PayError('exchange_unavailable', error)
    })
    state.exchangeUrl = url
    if (tab && !tab.closed) tab.location.href = url
    else state.popupBlocked = true
    context.emit({ type: 'PAY_INITIATED', ...payEventOf(payment) })
    const outcome = await followExchangePayment(context, paymentId, {
      alive,
      mayEnd: () => !walletAtWork(state),
      tab: state.popupBlocked ? null : tab,
      onClosed: () => {
        if (last() && state.status === 'exchange') state.windowClosed = true
      },
    })
    if (!outcome) {
      // Paid another way (its window has no more use), or abandoned: the last choice says so.
      if (state.status === 'success') tab?.close()
      // Another payment shown took its own `pay()` call (the one before heard `cancelled` from the reset).
      if (!last() || state.payment !== payment) return
      if (state.status === 'exchange')
        Object.assign(state, { status: 'error', error: 'cancelled', windowClosed: undefined })
      return settle()?.reject(new PayError('cancelled'))
    }
    if (outcome.status === 'failed') {
      if (!last()) return
      throw new PayError('exchange_failed')
    }
    const hash = outcome.txHash ?? ''
    payment.amount = amount
    Object.assign(state, { status: 'success', error: undefined, hash, exchange, windowClosed: undefined })
    context.emit({ type: 'PAY_SUCCESS', ...payEventOf(payment), hash })
    void context.portico
      .refreshBalance({ namespace: request.network.chainNamespace, force: true })
      .catch(() => undefined)
    const result: PayResult = {
      hash,
      network: request.network.caipNetworkId,
      recipient: request.recipient,
      amount: request.units.toString(),
    }
    settle()?.resolve(result)
  } catch (caught) {
    tab?.close()
    const error = payErrorOf(caught)
    const shown = state.payment === payment
    if (shown) Object.assign(state, { status: 'error', error: error.payCode, windowClosed: undefined })
    context.emit({ type: 'PAY_ERROR', ...payEventOf(payment), code: error.payCode })
    if (shown) settle()?.reject(error)
  }
}
