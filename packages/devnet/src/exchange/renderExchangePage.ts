import { formatUnits } from 'viem'
import { escapeHtml } from '../sandbox/escapeHtml.js'
import { renderHiddenFields } from '../sandbox/renderHiddenFields.js'
import { renderSandboxPage } from '../sandbox/renderSandboxPage.js'
import type { ExchangeSandboxAsset } from './ExchangeSandboxContext.js'
import { EXCHANGE_TEST_PASSWORD, EXCHANGE_TEST_USERS } from './exchangeSandboxUsers.js'

/** The payment as the exchange's page shows it. */
export type ExchangePageOrder = {
  readonly exchangeName: string
  readonly asset: ExchangeSandboxAsset
  readonly amount: bigint
  readonly recipient: string
  readonly network: string
  /** The signed parameters, posted back unchanged. */
  readonly parameters: URLSearchParams
}

const summary = ({ asset, amount, recipient, network }: ExchangePageOrder) =>
  `<dl><dt>You pay</dt><dd data-testid="amount">${escapeHtml(formatUnits(amount, asset.decimals))} ${escapeHtml(asset.symbol)}</dd>
<dt>To</dt><dd><code>${escapeHtml(recipient)}</code> on ${escapeHtml(network)}</dd></dl>`

/** Step one: the payment and the log-in form. */
export function renderExchangeLogin(order: ExchangePageOrder, refusal?: string): string {
  return renderSandboxPage(
    `${order.exchangeName} (local)`,
    `<h1>Pay with ${escapeHtml(order.exchangeName)}</h1>
<p>Local stand-in for an exchange (Portico devnet). No real funds move.</p>${summary(order)}
${refusal ? `<p role="alert">${escapeHtml(refusal)}</p>` : ''}
<form method="post" action="/pay">${renderHiddenFields(order.parameters)}<input type="hidden" name="step" value="login">
<label>E-mail <input name="login" type="email" autocomplete="off" required></label>
<label>Password <input name="password" type="password" autocomplete="off" required></label>
<button type="submit">Log in</button></form>
<p><small>Test users: ${EXCHANGE_TEST_USERS.trader} pays, ${EXCHANGE_TEST_USERS.broke} has no funds (the payment fails); password ${EXCHANGE_TEST_PASSWORD}.</small></p>`,
  )
}

/** Step two: the logged-in user confirms the payment. */
export function renderExchangeConfirm(order: ExchangePageOrder, user: string, session: string): string {
  const fields = [
    ...order.parameters.entries(),
    ['step', 'confirm'],
    ['user', user],
    ['session', session],
  ] as [string, string][]
  return renderSandboxPage(
    `${order.exchangeName} (local)`,
    `<h1>Confirm the payment</h1><p>Logged in as <strong>${escapeHtml(user)}</strong>.</p>${summary(order)}
<form method="post" action="/pay">${renderHiddenFields(fields)}<button type="submit">Confirm payment</button></form>`,
  )
}

/** A refused link or request (tampered, expired or used link; bad input). */
export function renderExchangeRefusal(exchangeName: string, reason: string): string {
  return renderSandboxPage(
    `${exchangeName} (local)`,
    `<h1>Payment refused</h1><p role="alert">${escapeHtml(reason)}</p>`,
  )
}

/** After the confirmation, when the link names no page to go back to. */
export function renderExchangeResult(exchangeName: string, status: string): string {
  return renderSandboxPage(
    `${exchangeName} (local)`,
    `<h1 data-testid="status">Payment ${escapeHtml(status)}</h1><p>You can close this window.</p>`,
  )
}
