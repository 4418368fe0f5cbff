import { z } from 'zod'
import { callOnrampProvider } from './callOnrampProvider.js'
import type { OnrampProviderConfig, OnrampProviderName } from './OnrampConfig.js'
import type {
  OnrampProviderClient,
  OnrampProviderOptions,
  OnrampProviderQuote,
} from './OnrampProviderClient.js'
import { OnrampProviderError } from './onrampErrors.js'
import { signOnrampCheckoutUrl } from './signOnrampCheckoutUrl.js'
import { verifyOnrampWebhook } from './verifyOnrampWebhook.js'

const decimal = z.string().regex(/^\d{1,12}(\.\d{1,2})?$/)
const optionsSchema: z.ZodType<OnrampProviderOptions> = z.object({
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
const quoteSchema: z.ZodType<OnrampProviderQuote> = z.object({
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
const refusalOf = (body: unknown) => {
  const refusal = refusalSchema.safeParse(body)
  return refusal.success ? { refused: refusal.data.error } : undefined
}

/**
 * A provider that speaks the devnet sandboxes' protocol (docs/cloud.md#on-ramp): `GET /api/options` and `/api/quote`
 * with its API key as a bearer token, a hosted checkout at a URL the cloud signs, webhooks signed
 * `x-onramp-signature` (verifyOnrampWebhook).
 */
export function createPorticoOnrampClient(
  name: OnrampProviderName,
  config: OnrampProviderConfig,
  timeoutMs: number,
): OnrampProviderClient {
  const call = <T>(path: string, schema: z.ZodType<T>) =>
    callOnrampProvider(
      name,
      {
        url: `${config.url.replace(/\/+$/, '')}${path}`,
        headers: { authorization: `Bearer ${config.apiKey}` },
        timeoutMs,
        refusalOf,
      },
      schema,
    )
  return {
    name,
    config,
    async options() {
      const answer = await call('/api/options', optionsSchema)
      if ('refused' in answer) throw new OnrampProviderError(name, answer.refused.message)
      return answer
    },
    quote: (request) => call(`/api/quote?${new URLSearchParams(request)}`, quoteSchema),
    checkout: async ({ expires, ...parameters }) =>
      signOnrampCheckoutUrl(config.url, { ...parameters, expires: String(expires) }, config.urlSigningSecret),
    webhook: async ({ body, header }) =>
      verifyOnrampWebhook(name, body, header('x-onramp-signature'), config.webhookSecret),
  }
}
