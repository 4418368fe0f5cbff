import { z } from 'zod'
import type { OnrampProviderRefusal } from './callOnrampProvider.js'
import { coinbaseFiatLimitsOf, findCoinbaseAsset } from './coinbaseAssets.js'
import {
  type CoinbaseTransaction,
  coinbaseOrderUpdate,
  coinbaseTransactionsSchema,
} from './coinbaseOrderUpdate.js'
import { createCoinbaseApi } from './createCoinbaseApi.js'
import type { OnrampProviderConfig, OnrampProviderName } from './OnrampConfig.js'
import type { OnrampProviderClient, OnrampQuoteRequest } from './OnrampProviderClient.js'
import { OnrampNoQuoteError, OnrampProviderError, OnrampWebhookRefusedError } from './onrampErrors.js'
import { onrampPurchaseParams } from './onrampInputSchemas.js'
import { onrampProviderQuote } from './onrampProviderQuote.js'
import { verifyCoinbaseWebhook } from './verifyCoinbaseWebhook.js'

const money = z.object({ value: z.string().regex(/^\d{1,20}(\.\d{1,30})?$/), currency: z.string().max(40) })
const quoteSchema = z.object({
  purchaseAmount: money,
  coinbaseFee: money.nullish(),
  networkFee: money.nullish(),
  quoteId: z.string().max(200).nullish(),
  onrampUrl: z
    .url({ protocol: /^https?$/ })
    .max(4_000)
    .nullish(),
})
/** The payment method a quote is asked for: a debit card, the method every buyer has. */
const PAYMENT_METHOD = 'CARD'

type Checkout = { address: string; ref: string; redirect: string }

/**
 * A provider reached through Coinbase Onramp's own API (`ONRAMP_COINBASE_API=coinbase`): options from its buy
 * options, a quote from its buy quote, the checkout the `onrampUrl` a quote for the buyer's address answers (with
 * the purchase id as `partnerUserRef`), each purchase followed through its transactions by polling, and, once the
 * secret of a CDP webhook subscription is set (ONRAMP_COINBASE_WEBHOOK_SECRET), Coinbase's onramp transaction webhooks
 * as well; polling stays the fallback for a webhook that never comes (docs/cloud.md#on-ramp).
 */
export function createCoinbaseOnrampClient(
  name: OnrampProviderName,
  config: OnrampProviderConfig,
  timeoutMs: number,
): OnrampProviderClient {
  const { call, buyOptions, country } = createCoinbaseApi(name, config, timeoutMs)
  const refuse = (code: string, message: string): OnrampProviderRefusal => ({ refused: { code, message } })
  /** Coinbase's quote for the purchase, once the cloud's own reading of its options allows it. */
  const quoted = async (request: OnrampQuoteRequest, checkout?: Checkout) => {
    const { options, assets } = await buyOptions()
    const asset = assets.find((entry) => entry.asset === request.asset && entry.network === request.network)
    if (!asset)
      return refuse('asset_not_supported', `Coinbase does not sell ${request.asset} on ${request.network}`)
    const limits = coinbaseFiatLimitsOf(options).find(({ code }) => code === request.fiatCurrency)
    if (!limits) return refuse('currency_not_supported', `Coinbase does not take ${request.fiatCurrency}`)
    const amount = Number(request.fiatAmount)
    if (amount < limits.min || amount > limits.max)
      return refuse(
        'amount_out_of_range',
        `Coinbase sells for ${limits.min} to ${limits.max} ${request.fiatCurrency}`,
      )
    const answer = await call(
      {
        method: 'POST',
        path: '/onramp/v1/buy/quote',
        body: {
          purchaseCurrency: asset.id,
          purchaseNetwork: asset.networkName,
          paymentAmount: request.fiatAmount,
          paymentCurrency: request.fiatCurrency,
          paymentMethod: PAYMENT_METHOD,
          country,
          ...(config.subdivision ? { subdivision: config.subdivision } : {}),
          ...(checkout
            ? {
                destinationAddress: checkout.address,
                partnerUserRef: checkout.ref,
                redirectUrl: checkout.redirect,
              }
            : {}),
        },
      },
      quoteSchema,
    )
    return 'refused' in answer ? answer : { asset, quote: answer }
  }
  /** The order update a transaction of the purchase `ref` stands for, polled or delivered: one event id either way. */
  const orderUpdateOf = async (ref: string, transaction: CoinbaseTransaction) => {
    const { assets } = await buyOptions()
    return coinbaseOrderUpdate(name, ref, transaction, (currency, network) =>
      findCoinbaseAsset(assets, currency, network),
    )
  }
  return {
    name,
    config,
    eventIdsAreReportDigests: true,
    async options() {
      const { options, assets } = await buyOptions()
      return {
        // Coinbase's fee is known per quote only.
        feeBps: 0,
        fiatCurrencies: coinbaseFiatLimitsOf(options),
        assets: assets.map(({ asset, network, decimals }) => ({ asset, network, decimals })),
      }
    },
    async quote(request) {
      const answer = await quoted(request)
      if ('refused' in answer) return answer
      const { asset, quote } = answer
      return onrampProviderQuote(name, request, {
        fee: Number(quote.coinbaseFee?.value ?? 0) + Number(quote.networkFee?.value ?? 0),
        amount: quote.purchaseAmount.value,
        decimals: asset.decimals,
      })
    },
    async checkout({ ref, address, redirect, ...request }) {
      const answer = await quoted(request, { ref, address, redirect })
      if ('refused' in answer)
        throw new OnrampNoQuoteError([
          { provider: name, error: answer.refused.code, message: answer.refused.message },
        ])
      if (!answer.quote.onrampUrl) throw new OnrampProviderError(name, 'no checkout URL in its quote')
      // The purchase id is how its transactions are found again; where Coinbase's URL does not carry it, it is added.
      const url = new URL(answer.quote.onrampUrl)
      if (!url.searchParams.has('partnerUserRef')) url.searchParams.set('partnerUserRef', ref)
      if (!url.searchParams.has('redirectUrl')) url.searchParams.set('redirectUrl', redirect)
      return url.href
    },
    async webhook(request) {
      // Without the subscription's secret nothing tells Coinbase's webhooks from anyone's: its purchases are polled.
      if (!config.webhookSecret)
        throw new OnrampWebhookRefusedError(
          'no Coinbase webhook secret is set here: its purchases are polled',
          404,
        )
      const { eventType, transaction } = verifyCoinbaseWebhook(request, config.webhookSecret)
      // The CDP project's other transactions (offramp, Pay's sends, another app's users) are none of the on-ramp's.
      const ref = transaction.partnerUserRef ?? ''
      if (!eventType.startsWith('onramp.transaction.') || !onrampPurchaseParams.safeParse(ref).success)
        return null
      return orderUpdateOf(ref, transaction)
    },
    async follow(ref) {
      const answer = await call(
        { path: `/onramp/v1/buy/user/${encodeURIComponent(ref)}/transactions` },
        coinbaseTransactionsSchema,
      )
      // Coinbase knows no transaction under the purchase id until the buyer starts one at its checkout.
      const newest = 'refused' in answer ? undefined : answer.transactions[0]
      return newest ? orderUpdateOf(ref, newest) : null
    },
  }
}
