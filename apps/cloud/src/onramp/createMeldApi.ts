import { z } from 'zod'
import {
  callOnrampProvider,
  type OnrampProviderRefusal,
  type OnrampProviderRequest,
} from './callOnrampProvider.js'
import { type MeldAsset, meldAssetOf, meldCryptoCurrencySchema } from './meldAssets.js'
import type { OnrampProviderConfig, OnrampProviderName } from './OnrampConfig.js'
import type { OnrampQuoteRequest } from './OnrampProviderClient.js'
import { OnrampProviderError } from './onrampErrors.js'

/** The version of Meld's API the cloud reads (its `Meld-Version` header). */
export const MELD_API_VERSION = '2023-12-19'
/** Meld prices and sells by the buyer's country; the cloud does not know it, so it asks for ONRAMP_MELD_COUNTRY's. */
export const DEFAULT_MELD_COUNTRY = 'US'
/** How long Meld's list of crypto currencies is kept before it is read again. */
const CURRENCIES_TTL_MS = 10 * 60 * 1000

const currenciesSchema = z.array(meldCryptoCurrencySchema).max(5_000)
const quotesSchema = z.object({
  quotes: z
    .array(
      z.object({
        serviceProvider: z.string().regex(/^[A-Z0-9_]{1,60}$/),
        destinationAmount: z.number().nonnegative(),
        totalFee: z.number().nonnegative().nullish(),
      }),
    )
    .max(100)
    .nullish(),
  message: z.string().max(300).nullish(),
})
export type MeldQuote = NonNullable<z.infer<typeof quotesSchema>['quotes']>[number]
/** Meld's error answer: `{ code, message, requestId, ... }`. */
const refusalSchema = z.object({ code: z.string().max(64), message: z.string().max(300) })
const refusalOf = (body: unknown) => {
  const refusal = refusalSchema.safeParse(body)
  return refusal.success ? { refused: { code: refusal.data.code, message: refusal.data.message } } : undefined
}

/**
 * Meld's API with the provider's key and the cloud's `Meld-Version`: any call, one whose refusal is a failure
 * (`must`), the crypto currencies it sells as the cloud names them (kept 10 minutes), and its best quote.
 */
export function createMeldApi(name: OnrampProviderName, config: OnrampProviderConfig, timeoutMs: number) {
  const country = config.country ?? DEFAULT_MELD_COUNTRY
  const base = config.url.replace(/\/+$/, '')
  const call = <T>(path: string, schema: z.ZodType<T>, extra: Partial<OnrampProviderRequest> = {}) =>
    callOnrampProvider(
      name,
      {
        url: `${base}${path}`,
        headers: { authorization: `BASIC ${config.apiKey}`, 'meld-version': MELD_API_VERSION },
        timeoutMs,
        refusalOf,
        ...extra,
      },
      schema,
    )
  /** An answer that must not be a refusal: one is a failure of Meld's (its API refuses what it should serve). */
  const must = async <T extends object>(answer: Promise<T | OnrampProviderRefusal>): Promise<T> => {
    const value = await answer
    if ('refused' in value) throw new OnrampProviderError(name, value.refused.message)
    return value
  }
  let currencies: { assets: MeldAsset[]; readAt: number } | undefined
  const assets = async () => {
    if (currencies && Date.now() - currencies.readAt < CURRENCIES_TTL_MS) return currencies.assets
    const list = await must(
      call(
        '/service-providers/properties/crypto-currencies?categories=CRYPTO_ONRAMP&accountFilter=true',
        currenciesSchema,
      ),
    )
    currencies = { assets: list.flatMap((entry) => meldAssetOf(entry) ?? []), readAt: Date.now() }
    return currencies.assets
  }
  const codeOf = async ({ asset, network }: { asset: string; network: string }) =>
    (await assets()).find((entry) => entry.asset === asset && entry.network === network)
  /** Meld's best quote for the purchase: the service provider that delivers the most. */
  const bestQuote = async (
    request: OnrampQuoteRequest,
    walletAddress?: string,
  ): Promise<OnrampProviderRefusal | { meldAsset: MeldAsset; best: MeldQuote }> => {
    const meldAsset = await codeOf(request)
    if (!meldAsset)
      return {
        refused: {
          code: 'asset_not_supported',
          message: `Meld does not sell ${request.asset} on ${request.network}`,
        },
      }
    const answer = await call('/payments/crypto/quote', quotesSchema, {
      method: 'POST',
      body: {
        countryCode: country,
        sourceAmount: Number(request.fiatAmount),
        sourceCurrencyCode: request.fiatCurrency,
        destinationCurrencyCode: meldAsset.code,
        ...(walletAddress ? { walletAddress } : {}),
      },
    })
    if ('refused' in answer) return answer
    const best = [...(answer.quotes ?? [])].sort((a, b) => b.destinationAmount - a.destinationAmount)[0]
    if (!best)
      return {
        refused: { code: 'no_quote', message: answer.message ?? 'Meld has no quote for this purchase' },
      }
    return { meldAsset, best }
  }
  return { call, must, assets, bestQuote, country }
}
