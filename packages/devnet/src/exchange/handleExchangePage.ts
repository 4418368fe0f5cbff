import { createHmac, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { isAddress as isSolanaAddress } from '@solana/kit'
import { isAddress } from 'viem'
import { verifyOnrampParameters } from '../onramp/signOnrampParameters.js'
import { readSandboxForm } from '../sandbox/readSandboxForm.js'
import { sendSandboxHtml } from '../sandbox/sendSandboxHtml.js'
import type { ExchangeSandboxContext } from './ExchangeSandboxContext.js'
import type { ExchangeSandboxPayment } from './ExchangeSandboxPayment.js'
import { EXCHANGE_TEST_PASSWORD, EXCHANGE_TEST_USERS } from './exchangeSandboxUsers.js'
import {
  type ExchangePageOrder,
  renderExchangeConfirm,
  renderExchangeLogin,
  renderExchangeRefusal,
  renderExchangeResult,
} from './renderExchangePage.js'

/** A signed link is good for at most a day. */
const MAX_LINK_LIFETIME_S = 24 * 60 * 60

const sessionOf = (context: ExchangeSandboxContext, user: string, ref: string) =>
  createHmac('sha256', context.sessionSecret).update(`${user}\n${ref}`).digest('hex')

const sameText = (given: string, expected: string) => {
  const left = Buffer.from(given)
  const right = Buffer.from(expected)
  return left.length === right.length && timingSafeEqual(left, right)
}

/** Checks the signature, expiry, single use, network, asset, amount and recipient of a payment link; a reason when refused. */
function openPayment(
  context: ExchangeSandboxContext,
  parameters: URLSearchParams,
): ExchangePageOrder | string {
  const get = (name: string) => parameters.get(name) ?? ''
  if (!verifyOnrampParameters(parameters, context.urlSigningSecret))
    return 'This payment link was changed or is not signed.'
  const expires = Number(get('expires'))
  const now = Date.now() / 1000
  if (!Number.isInteger(expires) || expires < now || expires > now + MAX_LINK_LIFETIME_S)
    return 'This payment link has expired.'
  if (!/^[A-Za-z0-9_-]{8,64}$/.test(get('ref'))) return 'This payment link has no valid reference.'
  if ([...context.payments.values()].some((payment) => payment.ref === get('ref')))
    return 'This payment link was already used.'
  const network = get('network')
  // An EVM address in any case is one contract; a base58 mint's case is part of it.
  const sameAsset = (candidate: string) =>
    candidate.startsWith('0x')
      ? candidate.toLowerCase() === get('asset').toLowerCase()
      : candidate === get('asset')
  const asset = context.assets.find(
    (candidate) => candidate.network === network && sameAsset(candidate.asset),
  )
  if (!asset) return `${context.name} does not pay this asset on this network.`
  if (!/^[1-9][0-9]{0,77}$/.test(get('amount'))) return 'The amount is not a positive whole number of units.'
  const recipient = get('recipient')
  const onNetwork = network.startsWith('solana:') ? isSolanaAddress(recipient) : isAddress(recipient)
  if (!onNetwork) return 'The recipient is not an address on this network.'
  if (parameters.has('redirect') && !/^https?:\/\//.test(get('redirect')))
    return 'The redirect is not a web address.'
  return {
    exchangeName: context.name,
    asset,
    amount: BigInt(get('amount')),
    recipient: get('recipient'),
    network,
    parameters,
  }
}

function createPayment(context: ExchangeSandboxContext, order: ExchangePageOrder, user: string) {
  const payment: ExchangeSandboxPayment = {
    id: context.newPaymentId(),
    ref: order.parameters.get('ref') ?? '',
    user,
    status: 'pending',
    network: order.network,
    asset: order.asset.asset,
    amount: String(order.amount),
    recipient: order.recipient,
    txHash: null,
    failureReason: null,
    createdAt: new Date().toISOString(),
  }
  context.payments.set(payment.id, payment)
  if (user === EXCHANGE_TEST_USERS.broke) {
    Object.assign(payment, { status: 'failed', failureReason: 'insufficient_funds' })
    return payment
  }
  context.track(
    context.send(payment.network, payment.asset, payment.recipient, order.amount).then(
      (hash) => Object.assign(payment, { status: 'success', txHash: hash }),
      () => Object.assign(payment, { status: 'failed', failureReason: 'transfer_failed' }),
    ),
  )
  return payment
}

/**
 * `GET /pay?<signed parameters>` shows the payment and a log-in form; `POST /pay` with `step=login` checks a test
 * user and shows the confirmation; `step=confirm` (with the session the log-in step signed) creates the payment and
 * sends it from the hot wallet. The user is then sent back to the signed `redirect` with `paymentId` and `status`,
 * or shown the status when the link has none.
 */
export async function handleExchangePage(
  context: ExchangeSandboxContext,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<void> {
  const name = context.name
  const form = request.method === 'POST' ? await readSandboxForm(request) : url.searchParams
  if (!form) return sendSandboxHtml(response, 413, renderExchangeRefusal(name, 'The form is too large.'))
  const field = (key: string) => form.get(key) ?? ''
  const [step, login, password, user, session] = ['step', 'login', 'password', 'user', 'session'].map(field)
  for (const key of ['step', 'login', 'password', 'user', 'session']) form.delete(key)
  const order = openPayment(context, form)
  if (typeof order === 'string') return sendSandboxHtml(response, 403, renderExchangeRefusal(name, order))
  const ref = form.get('ref') ?? ''
  if (request.method !== 'POST') return sendSandboxHtml(response, 200, renderExchangeLogin(order))
  if (step === 'login') {
    const known = (Object.values(EXCHANGE_TEST_USERS) as string[]).includes(login ?? '')
    if (!known || !sameText(password ?? '', EXCHANGE_TEST_PASSWORD))
      return sendSandboxHtml(response, 401, renderExchangeLogin(order, 'Wrong e-mail or password.'))
    return sendSandboxHtml(
      response,
      200,
      renderExchangeConfirm(order, login ?? '', sessionOf(context, login ?? '', ref)),
    )
  }
  if (step !== 'confirm' || !sameText(session ?? '', sessionOf(context, user ?? '', ref)))
    return sendSandboxHtml(response, 401, renderExchangeLogin(order, 'Log in to confirm the payment.'))
  const payment = createPayment(context, order, user ?? '')
  const redirect = form.get('redirect')
  if (!redirect) return sendSandboxHtml(response, 200, renderExchangeResult(name, payment.status))
  const back = new URL(redirect)
  back.searchParams.set('paymentId', payment.id)
  back.searchParams.set('status', payment.status)
  response.writeHead(303, { location: back.toString(), 'cache-control': 'no-store' })
  response.end()
}
