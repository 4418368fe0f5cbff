import { formatUnits } from 'viem'
import { escapeHtml } from '../sandbox/escapeHtml.js'
import { renderSandboxPage } from '../sandbox/renderSandboxPage.js'
import { ONRAMP_TEST_CARDS } from './onrampSandboxProviders.js'
import type { OnrampPurchaseQuote } from './quoteOnrampPurchase.js'

/** The hosted checkout: the order summary and a card form that posts the signed parameters back unchanged. */
export function renderCheckoutPage({
  providerName,
  quote,
  address,
  network,
  parameters,
}: {
  providerName: string
  quote: OnrampPurchaseQuote
  address: string
  network: string
  parameters: URLSearchParams
}): string {
  const hidden = [...parameters.entries()]
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('')
  const receive = `${formatUnits(quote.cryptoAmount, quote.decimals)} ${quote.asset}`
  return renderSandboxPage(
    `${providerName} checkout (local)`,
    `<h1>Buy ${escapeHtml(quote.asset)} with ${escapeHtml(providerName)}</h1>
<p>Local stand-in for an on-ramp provider (Portico devnet). No real card is charged.</p>
<dl><dt>You pay</dt><dd data-testid="pay">${escapeHtml(quote.fiatAmount)} ${escapeHtml(quote.fiatCurrency)}</dd>
<dt>Fee</dt><dd data-testid="fee">${escapeHtml(quote.fee)} ${escapeHtml(quote.fiatCurrency)}</dd>
<dt>You receive</dt><dd data-testid="receive">${escapeHtml(receive)}</dd>
<dt>To</dt><dd><code>${escapeHtml(address)}</code> on ${escapeHtml(network)}</dd></dl>
<form method="post" action="/checkout">${hidden}
<label>Card number <input name="card" inputmode="numeric" autocomplete="off" required></label>
<button type="submit">Pay ${escapeHtml(quote.fiatAmount)} ${escapeHtml(quote.fiatCurrency)}</button></form>
<p><small>Test cards: ${ONRAMP_TEST_CARDS.success} succeeds, ${ONRAMP_TEST_CARDS.declined} is declined, ${ONRAMP_TEST_CARDS.pending} stays pending and then succeeds.</small></p>`,
  )
}

/** A page for a refused checkout (tampered, expired or already used link; bad input). */
export function renderCheckoutRefusal(providerName: string, reason: string): string {
  return renderSandboxPage(
    `${providerName} checkout (local)`,
    `<h1>Checkout refused</h1><p role="alert">${escapeHtml(reason)}</p>`,
  )
}

/** What the buyer sees after paying when the link has no redirect (or before following it). */
export function renderCheckoutResult(providerName: string, status: string, redirect: string): string {
  return renderSandboxPage(
    `${providerName} checkout (local)`,
    `<h1>Purchase ${escapeHtml(status)}</h1><p><a href="${escapeHtml(redirect)}">Back to the site</a></p>`,
  )
}
