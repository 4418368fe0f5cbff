import { z } from 'zod'
import type { OnrampProviderConfig, OnrampProviderName } from './OnrampConfig.js'
import { OnrampProviderError } from './onrampErrors.js'

const decimal = z.string().regex(/^\d{1,12}(\.\d{1,2})?$/)
const optionsSchema = z.object({
  feeBps: z.number().int().min(0).max(10_000),
  fiatCurrencies: z
    .array(z.object({ code: z.string().regex(/^[A-Z]{3}$/), min: z.number(), max: z.number() }))
    .max(200),
  assets: z
    .array(
      z.object({
        asset: z.string().min(1).max(16),
        network: z.string().min(3).max(80),
        decimals: z.number().int(),
      }),
    )
    .max(500),
})
const quoteSchema = z.object({
  fiatAmount: decimal,
  fiatCurrency: z.string(),
  fee: decimal,
  feeBps: z.number().int(),
  asset: z.string(),
  network: z.string(),
  cryptoAmount: z.string().regex(/^\d{1,78}$/),
  decimals: z.number().int(),
})
const refusalSchema = z.object({
  error: z.object({ code: z.string().max(64), message: z.string().max(300) }),
})

export type OnrampProviderOptions = z.infer<typeof optionsSchema>
export type OnrampProviderQuote = z.infer<typeof quoteSchema>
/** The provider's own refusal of a request (amount out of its limits, ...), as opposed to a failure. */
export type OnrampProviderRefusal = { refused: { code: string; message: string } }

export type OnrampQuoteRequest = { fiatAmount: string; fiatCurrency: string; asset: string; network: string }

export type OnrampProviderClient = {
  readonly name: OnrampProviderName
  readonly config: OnrampProviderConfig
  options(): Promise<OnrampProviderOptions>
  quote(request: OnrampQuoteRequest): Promise<OnrampProviderQuote | OnrampProviderRefusal>
}

/**
 * A provider's API over HTTP with its API key: every call bounded by `timeoutMs`; a network failure, a timeout, a
 * 5xx or an unreadable answer is OnrampProviderError (502), a 4xx with the provider's error code is a refusal.
 */
export function createOnrampProviderClient(
  name: OnrampProviderName,
  config: OnrampProviderConfig,
  timeoutMs: number,
): OnrampProviderClient {
  const call = async <T>(path: string, schema: z.ZodType<T>): Promise<T | OnrampProviderRefusal> => {
    let response: Response
    try {
      response = await fetch(`${config.url.replace(/\/+$/, '')}${path}`, {
        headers: { authorization: `Bearer ${config.apiKey}`, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError'
      throw new OnrampProviderError(name, timedOut ? 'no answer in time' : 'unreachable', error)
    }
    let body: unknown
    try {
      body = await response.json()
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError'
      throw new OnrampProviderError(name, timedOut ? 'no answer in time' : 'unreadable answer', error)
    }
    if (
      response.status >= 400 &&
      response.status < 500 &&
      response.status !== 401 &&
      response.status !== 403
    ) {
      const refusal = refusalSchema.safeParse(body)
      if (refusal.success) return { refused: refusal.data.error }
    }
    if (!response.ok) throw new OnrampProviderError(name, `answered ${response.status}`)
    const parsed = schema.safeParse(body)
    if (!parsed.success) throw new OnrampProviderError(name, 'unreadable answer')
    return parsed.data
  }
  return {
    name,
    config,
    async options() {
      const answer = await call('/api/options', optionsSchema)
      if ('refused' in answer) throw new OnrampProviderError(name, answer.refused.message)
      return answer
    },
    quote: (request) => call(`/api/quote?${new URLSearchParams(request)}`, quoteSchema),
  }
}
