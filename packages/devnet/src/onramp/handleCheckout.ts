import type { IncomingMessage, ServerResponse } from 'node:http'
import { isAddress as isSolanaAddress } from '@solana/kit'
import { isAddress as isEvmAddress } from 'viem'
import { DevnetError } from '../errors/DevnetError.js'
import { readSandboxForm } from '../sandbox/readSandboxForm.js'
import { sendSandboxHtml } from '../sandbox/sendSandboxHtml.js'
import type { OnrampSandboxContext } from './OnrampSandboxContext.js'
import type { OnrampSandboxOrder } from './OnrampSandboxOrder.js'
import { ONRAMP_TEST_CARDS } from './onrampSandboxProviders.js'
import { type OnrampPurchaseQuote, quoteOnrampPurchase } from './quoteOnrampPurchase.js'
import { renderCheckoutPage, renderCheckoutRefusal } from './renderCheckoutPage.js'
import { settleOnrampOrder } from './settleOnrampOrder.js'
import { settlePendingOrder } from './settlePendingOrder.js'
import { verifyOnrampParameters } from './signOnrampParameters.js'

/** A signed link is good for at most a day. */
const MAX_LINK_LIFETIME_S = 24 * 60 * 60

type Checkout = { parameters: URLSearchParams; quote: OnrampPurchaseQuote }

/** Checks the signature, expiry, single use, network, address and amount of a checkout link; a reason when refused. */
function openCheckout(context: OnrampSandboxContext, parameters: URLSearchParams): Checkout | string {
  const get = (name: string) => parameters.get(name) ?? ''
  if (!verifyOnrampParameters(parameters, context.urlSigningSecret))
    return 'This checkout link was changed or is not signed.'
  const expires = Number(get('expires'))
  const now = Date.now() / 1000
  if (!Number.isInteger(expires) || expires < now || expires > now + MAX_LINK_LIFETIME_S)
    return 'This checkout link has expired.'
  if (!/^[A-Za-z0-9_-]{8,64}$/.test(get('ref'))) return 'This checkout link has no valid reference.'
  if ([...context.book.orders.values()].some((order) => order.ref === get('ref')))
    return 'This checkout link was already used.'
  const network = context.networks[get('network')]
  if (!network || !Object.hasOwn(context.networks, get('network')) || network.asset !== get('asset'))
    return `${context.provider.name} does not sell this asset on this network.`
  const validAddress =
    network.asset === 'ETH' ? isEvmAddress(get('address')) : isSolanaAddress(get('address'))
  if (!validAddress) return 'The destination address is not valid on this network.'
  if (!/^https?:\/\//.test(get('redirect'))) return 'The redirect is not a web address.'
  try {
    const quote = quoteOnrampPurchase(context.provider, {
      fiatAmount: get('fiatAmount'),
      fiatCurrency: get('fiatCurrency'),
      asset: get('asset'),
    })
    return { parameters, quote }
  } catch (error) {
    if (error instanceof DevnetError) return error.shortMessage
    throw error
  }
}

function createOrder(context: OnrampSandboxContext, { parameters, quote }: Checkout): OnrampSandboxOrder {
  const order: OnrampSandboxOrder = {
    id: context.newOrderId(),
    ref: parameters.get('ref') ?? '',
    provider: context.provider.id,
    status: 'pending',
    fiatAmount: quote.fiatAmount,
    fiatCurrency: quote.fiatCurrency,
    fee: quote.fee,
    asset: quote.asset,
    network: parameters.get('network') ?? '',
    address: parameters.get('address') ?? '',
    cryptoAmount: String(quote.cryptoAmount),
    txHash: null,
    failureReason: null,
    createdAt: new Date().toISOString(),
  }
  context.book.orders.set(order.id, order)
  context.book.transition(order, 'pending')
  return order
}

/**
 * `GET /checkout?<signed parameters>` shows the order and the card form; `POST /checkout` takes the card: the success
 * card pays at once, the declined card fails the order, the pending card pays after `pendingMs` (or when a test
 * settles it: settlePendingOrder). The buyer is then sent back to the signed `redirect` with `orderId` and `status`.
 */
export async function handleCheckout(
  context: OnrampSandboxContext,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<void> {
  const name = context.provider.name
  const parameters = request.method === 'POST' ? await readSandboxForm(request) : url.searchParams
  if (!parameters)
    return sendSandboxHtml(response, 413, renderCheckoutRefusal(name, 'The form is too large.'))
  const card = (parameters.get('card') ?? '').replace(/[\s-]/g, '')
  parameters.delete('card')
  const checkout = openCheckout(context, parameters)
  if (typeof checkout === 'string')
    return sendSandboxHtml(response, 403, renderCheckoutRefusal(name, checkout))
  if (request.method !== 'POST') {
    const { quote } = checkout
    const address = parameters.get('address') ?? ''
    const network = parameters.get('network') ?? ''
    return sendSandboxHtml(
      response,
      200,
      renderCheckoutPage({ providerName: name, quote, address, network, parameters }),
    )
  }
  const known = Object.values(ONRAMP_TEST_CARDS) as string[]
  if (!known.includes(card))
    return sendSandboxHtml(response, 400, renderCheckoutRefusal(name, 'Use one of the test cards.'))
  const order = createOrder(context, checkout)
  if (card === ONRAMP_TEST_CARDS.declined)
    context.book.transition(order, 'failed', { failureReason: 'card_declined' })
  else if (card === ONRAMP_TEST_CARDS.success) context.track(settleOnrampOrder(context, order))
  else context.later(() => settlePendingOrder(context, order), context.pendingMs)
  const back = new URL(parameters.get('redirect') ?? '')
  back.searchParams.set('orderId', order.id)
  back.searchParams.set('status', order.status)
  response.writeHead(303, { location: back.toString(), 'cache-control': 'no-store' })
  response.end()
}
