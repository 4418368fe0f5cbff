import { z } from 'zod'
import { createMeldApi } from './createMeldApi.js'
import { meldOrderUpdate, meldTransactionSchema } from './meldOrderUpdate.js'
import type { OnrampProviderConfig, OnrampProviderName } from './OnrampConfig.js'
import type { OnrampProviderClient } from './OnrampProviderClient.js'
import { OnrampNoQuoteError } from './onrampErrors.js'
import { onrampProviderQuote } from './onrampProviderQuote.js'
import { verifyMeldWebhook } from './verifyMeldWebhook.js'

const limitsSchema = z
  .array(
    z.object({
      currencyCode: z.string().regex(/^[A-Z]{3}$/),
      minimumAmount: z.number().nullish(),
      maximumAmount: z.number().nullish(),
    }),
  )
  .max(500)
const sessionSchema = z.object({ id: z.string().max(100), widgetUrl: z.url({ protocol: /^https?$/ }) })

/**
 * A provider reached through Meld's own API (`ONRAMP_MELD_API=meld`): options from Meld's fiat limits and crypto
 * currencies, a quote from Meld's best (most crypto) service provider, the checkout a Meld widget session for that
 * service provider, webhooks checked as Meld signs them and read from Meld's transaction (docs/cloud.md#on-ramp).
 */
export function createMeldOnrampClient(
  name: OnrampProviderName,
  config: OnrampProviderConfig,
  timeoutMs: number,
): OnrampProviderClient {
  const { call, must, assets, bestQuote, country } = createMeldApi(name, config, timeoutMs)
  return {
    name,
    config,
    async options() {
      const [limits, sold] = await Promise.all([
        must(
          call(
            '/service-providers/limits/fiat-currency-purchases?categories=CRYPTO_ONRAMP&accountFilter=true',
            limitsSchema,
          ),
        ),
        assets(),
      ])
      return {
        // Meld's fee is its service provider's, known per quote only.
        feeBps: 0,
        fiatCurrencies: limits.map(({ currencyCode, minimumAmount, maximumAmount }) => ({
          code: currencyCode,
          min: minimumAmount ?? 0,
          max: maximumAmount ?? Number.MAX_SAFE_INTEGER,
        })),
        assets: sold.map(({ asset, network, decimals }) => ({ asset, network, decimals })),
      }
    },
    async quote(request) {
      const quoted = await bestQuote(request)
      if ('refused' in quoted) return quoted
      const { meldAsset, best } = quoted
      return onrampProviderQuote(name, request, {
        fee: best.totalFee ?? 0,
        amount: best.destinationAmount,
        decimals: meldAsset.decimals,
      })
    },
    async checkout({ ref, address, redirect, ...request }) {
      const quoted = await bestQuote(request, address)
      if ('refused' in quoted)
        throw new OnrampNoQuoteError([
          { provider: name, error: quoted.refused.code, message: quoted.refused.message },
        ])
      const session = await must(
        call('/crypto/session/widget', sessionSchema, {
          method: 'POST',
          body: {
            sessionType: 'BUY',
            externalSessionId: ref,
            sessionData: {
              walletAddress: address,
              countryCode: country,
              sourceCurrencyCode: request.fiatCurrency,
              sourceAmount: request.fiatAmount,
              destinationCurrencyCode: quoted.meldAsset.code,
              serviceProvider: quoted.best.serviceProvider,
              redirectUrl: redirect,
            },
          },
        }),
      )
      return session.widgetUrl
    },
    async webhook(request) {
      const event = verifyMeldWebhook(request, config.webhookSecret)
      if (!event.transactionId || !event.eventType.startsWith('TRANSACTION_CRYPTO_')) return null
      const transaction = await must(
        call(`/payments/transactions/${encodeURIComponent(event.transactionId)}`, meldTransactionSchema),
      )
      const sold = await assets()
      return meldOrderUpdate(name, event, transaction, (code) => sold.find((entry) => entry.code === code))
    },
  }
}
