import { z } from 'zod'
import { callOnrampProvider, type OnrampProviderRefusal } from './callOnrampProvider.js'
import { camelCaseKeys } from './camelCaseKeys.js'
import { cdpSigningKey } from './cdpSigningKey.js'
import {
  type CoinbaseAsset,
  type CoinbaseBuyOptions,
  coinbaseAssetsOf,
  coinbaseBuyOptionsSchema,
} from './coinbaseAssets.js'
import type { OnrampProviderConfig } from './OnrampConfig.js'
import { OnrampProviderError } from './onrampErrors.js'
import { signCdpJwt } from './signCdpJwt.js'

/** Coinbase prices and sells by the buyer's country; the cloud asks for ONRAMP_COINBASE_COUNTRY's. */
export const DEFAULT_COINBASE_COUNTRY = 'US'
/** How long Coinbase's buy options are kept before they are read again (Coinbase asks partners to cache them). */
const OPTIONS_TTL_MS = 10 * 60 * 1000

/** Coinbase's error answer: CDP's `{ errorType, errorMessage }`, or `{ code, message }` as its gateway answers. */
const refusalSchema = z.union([
  z.object({ errorType: z.string().max(64), errorMessage: z.string().max(300) }),
  z.object({ code: z.union([z.string().max(64), z.number()]), message: z.string().max(300) }),
])
const refusalOf = (body: unknown): OnrampProviderRefusal | undefined => {
  const refusal = refusalSchema.safeParse(camelCaseKeys(body))
  if (!refusal.success) return undefined
  const { data } = refusal
  return 'errorType' in data
    ? { refused: { code: data.errorType, message: data.errorMessage } }
    : { refused: { code: String(data.code), message: data.message } }
}

type CoinbaseCall = { method?: 'GET' | 'POST'; path: string; query?: Record<string, string>; body?: unknown }

/** What a client of Coinbase's API is configured with: the API, the CDP key (id and secret), the buyers' country. */
export type CoinbaseApiSettings = Pick<
  OnrampProviderConfig,
  'url' | 'apiKey' | 'apiSecret' | 'country' | 'subdivision'
>

/** The error a failure of Coinbase's is for the service calling it (the on-ramp's, Pay's). */
export type CoinbaseApiFailure = (reason: string, cause?: unknown) => Error

/**
 * Coinbase Onramp's API with a CDP key, for the on-ramp (provider `coinbase`) and for Pay (exchange `coinbase`): any
 * call (a fresh JWT for each, bound to its method, host and path), one whose refusal is a failure (`must`), and its
 * buy options for the configured country (kept 10 minutes) with the assets they sell as the cloud names them. A
 * failure is `failure`'s error (OnrampProviderError unless given).
 */
export function createCoinbaseApi(
  name: string,
  config: CoinbaseApiSettings,
  timeoutMs: number,
  failure: CoinbaseApiFailure = (reason, cause) => new OnrampProviderError(name, reason, cause),
) {
  const signingKey = cdpSigningKey(config.apiSecret ?? '')
  if (!signingKey)
    throw new Error('Invalid configuration: the Coinbase API secret is not a CDP secret API key')
  const base = new URL(config.url)
  const country = config.country ?? DEFAULT_COINBASE_COUNTRY
  const call = <T>(request: CoinbaseCall, schema: z.ZodType<T>) => {
    const url = new URL(`${base.pathname.replace(/\/+$/, '')}${request.path}`, base)
    for (const [key, value] of Object.entries(request.query ?? {})) url.searchParams.set(key, value)
    const method = request.method ?? 'GET'
    const token = signCdpJwt({ keyId: config.apiKey, signingKey, method, host: url.host, path: url.pathname })
    return callOnrampProvider(
      name,
      {
        url: url.href,
        method,
        headers: { authorization: `Bearer ${token}` },
        ...(request.body === undefined ? {} : { body: request.body }),
        timeoutMs,
        refusalOf,
        failure,
      },
      z.preprocess((value) => camelCaseKeys(value), schema),
    )
  }
  /** An answer that must not be a refusal: one is a failure of Coinbase's (its API refuses what it should serve). */
  const must = async <T extends object>(answer: Promise<T | OnrampProviderRefusal>): Promise<T> => {
    const value = await answer
    if ('refused' in value) throw failure(value.refused.message)
    return value
  }
  let cached: { options: CoinbaseBuyOptions; assets: CoinbaseAsset[]; readAt: number } | undefined
  const buyOptions = async () => {
    if (cached && Date.now() - cached.readAt < OPTIONS_TTL_MS) return cached
    const query = { country, ...(config.subdivision ? { subdivision: config.subdivision } : {}) }
    const options = await must(call({ path: '/onramp/v1/buy/options', query }, coinbaseBuyOptionsSchema))
    cached = { options, assets: coinbaseAssetsOf(options), readAt: Date.now() }
    return cached
  }
  return { call, must, buyOptions, country }
}
