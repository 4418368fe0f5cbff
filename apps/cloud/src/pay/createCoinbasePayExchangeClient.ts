import { formatUnits } from 'viem'
import { z } from 'zod'
import { coinbaseTransactionsSchema } from '../onramp/coinbaseOrderUpdate.js'
import { createCoinbaseApi } from '../onramp/createCoinbaseApi.js'
import { coinbasePayAssetOf } from './coinbasePayAssetOf.js'
import { coinbasePaymentStatusOf } from './coinbasePaymentStatus.js'
import type { PayExchangeClient } from './PayExchangeClient.js'
import type { CoinbasePayExchangeSettings, PayExchangeName } from './PayExchangeConfig.js'
import { PayExchangeError, PayExchangeUnsupportedAssetError } from './payErrors.js'

/** Coinbase's hosted Onramp page, which a session token opens. */
const COINBASE_PAY_PAGE_URL = 'https://pay.coinbase.com/buy/select-asset'
/** A session token is good for five minutes, once (Coinbase's session token API). */
const SESSION_TOKEN_LIFETIME_S = 5 * 60
/** How many of a payment's transactions are read: one payment URL makes one, a retry another. */
const TRANSACTIONS_READ = '10'

const tokenSchema = z.object({ token: z.string().min(1).max(4_000) })

/**
 * The exchange `coinbase` through Coinbase Onramp's own API (PAY_EXCHANGE_COINBASE_API=coinbase), with the CDP key
 * and client the on-ramp uses (createCoinbaseApi): the assets are those of its buy options (a token by its contract
 * or mint, a network's own coin `native`); the payment page is Coinbase's Onramp in its `send` experience (the visitor
 * sends from their Coinbase account) opened by a session token for the recipient, the asset and the amount, named by
 * the payment id (`partnerUserRef`); the status is read from its transaction status API for that id
 * (coinbasePaymentStatusOf). A failure is PayExchangeError (502). docs/cloud.md#pay-from-an-exchange.
 */
export function createCoinbasePayExchangeClient(
  name: PayExchangeName,
  settings: CoinbasePayExchangeSettings,
  timeoutMs: number,
): PayExchangeClient {
  const failure = (reason: string, cause?: unknown) => new PayExchangeError(name, reason, cause)
  const { call, must, buyOptions } = createCoinbaseApi(name, settings, timeoutMs, failure)
  return {
    name,
    urlLifetimeS: SESSION_TOKEN_LIFETIME_S,
    pollIntervalMs: settings.pollIntervalMs,
    async assets() {
      const { assets } = await buyOptions()
      return { name: 'Coinbase', assets: assets.map(coinbasePayAssetOf) }
    },
    async paymentUrl({ paymentId, asset, amount, recipient, redirectUrl, clientIp }) {
      const { assets } = await buyOptions()
      const entry = assets.find((each) => {
        const listed = coinbasePayAssetOf(each)
        return listed.network === asset.network && listed.asset.toLowerCase() === asset.asset.toLowerCase()
      })
      if (!entry) throw new PayExchangeUnsupportedAssetError(name)
      const { token } = await must(
        call(
          {
            method: 'POST',
            path: '/onramp/v1/token',
            body: {
              addresses: [{ address: recipient, blockchains: [entry.networkName] }],
              assets: [entry.asset],
              clientIp,
            },
          },
          tokenSchema,
        ),
      )
      const url = new URL(COINBASE_PAY_PAGE_URL)
      const parameters = {
        sessionToken: token,
        defaultExperience: 'send',
        // The visitor's Coinbase balance, not a card: what the documentation's send-only URL preselects.
        defaultPaymentMethod: 'CRYPTO_ACCOUNT',
        defaultNetwork: entry.networkName,
        defaultAsset: entry.asset,
        presetCryptoAmount: formatUnits(BigInt(amount), entry.decimals),
        partnerUserRef: paymentId,
        ...(redirectUrl ? { redirectUrl } : {}),
      }
      for (const [key, value] of Object.entries(parameters)) url.searchParams.set(key, value)
      return url.href
    },
    async paymentOf(payment) {
      const answer = await call(
        {
          path: `/onramp/v1/buy/user/${encodeURIComponent(payment.paymentId)}/transactions`,
          query: { pageSize: TRANSACTIONS_READ },
        },
        coinbaseTransactionsSchema,
      )
      // Coinbase knows no transaction under the payment id until the visitor confirms one on its page.
      if ('refused' in answer) return undefined
      const { assets } = await buyOptions()
      return coinbasePaymentStatusOf(payment, answer.transactions, assets)
    },
  }
}
