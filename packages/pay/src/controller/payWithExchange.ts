import { projectCloudRequest } from '@portico/core'
import { PayError } from '../errors/PayError.js'
import type { PayResult } from '../PayResult.js'
import { checkPayment } from './checkPayment.js'
import type { ExchangeTab } from './ExchangeTab.js'
import { followExchangePayment } from './followExchangePayment.js'
import type { PayContext } from './PayContext.js'
import { payCloudOf } from './payCloudOf.js'
import { payErrorOf } from './payErrorOf.js'
import { payEventOf } from './payEventOf.js'

/**
 * The Pay view's exchange button: PAY_EXCHANGE_SELECTED, the cloud signs the exchange's payment page (recording the
 * payment), the tab opened in the visitor's click goes there (a blocked pop-up leaves `popupBlocked` and the URL for a
 * link), PAY_INITIATED, then the payment is followed until the exchange reports it: success (PAY_SUCCESS, the balance
 * read again) or `exchange_failed` (PAY_ERROR). The visitor leaving the view or closing the modal abandons it: its
 * status is no longer read and the `pay()` call waiting is `cancelled`. The `pay()` call waiting hears the outcome.
 * Never throws.
 */
export async function payWithExchange(
  context: PayContext,
  exchangeId: string,
  tab: ExchangeTab | null,
): Promise<void> {
  const { featureState: state } = context
  const payment = state.payment
  const exchange = state.exchanges?.find((each) => each.id === exchangeId)
  if (!payment || (state.status !== 'ready' && state.status !== 'error')) return
  Object.assign(state, {
    status: 'exchange',
    error: undefined,
    hash: undefined,
    exchange,
    exchangeUrl: undefined,
    popupBlocked: undefined,
  })
  const pending = context.pending
  context.pending = undefined
  // Followed while the visitor stays on this view of the open modal: leaving it abandons the exchange's page.
  const view = context.state.router.view
  const shown = () => state.payment === payment && state.status === 'exchange'
  const current = () => shown() && context.state.modal.open && context.state.router.view === view
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
    const outcome = await followExchangePayment(context, paymentId, current)
    if (!outcome) {
      if (shown()) Object.assign(state, { status: 'error', error: 'cancelled' })
      return pending?.reject(new PayError('cancelled'))
    }
    if (outcome.status === 'failed') throw new PayError('exchange_failed')
    const hash = outcome.txHash ?? ''
    Object.assign(state, { status: 'success', hash })
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
    pending?.resolve(result)
  } catch (caught) {
    tab?.close()
    const error = payErrorOf(caught)
    if (state.payment === payment) Object.assign(state, { status: 'error', error: error.payCode })
    context.emit({ type: 'PAY_ERROR', ...payEventOf(payment), code: error.payCode })
    pending?.reject(error)
  }
}
