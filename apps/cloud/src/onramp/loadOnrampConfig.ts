import { z } from 'zod'
import { cdpSigningKey } from './cdpSigningKey.js'
import { ONRAMP_PROVIDERS, type OnrampConfig, type OnrampProviderConfig } from './OnrampConfig.js'

const DEFAULT_ONRAMP_TIMEOUT_SECONDS = 10

/** The provider sandboxes `pnpm devnet` and `pnpm lab` start (@portico/devnet LOCAL_ONRAMP_SANDBOXES), public secrets. */
const DEVELOPMENT_ONRAMP_PROVIDERS: OnrampConfig['providers'] = {
  meld: {
    url: 'http://127.0.0.1:4430',
    apiKey: 'portico-local-meld',
    urlSigningSecret: 'portico-local-meld-url-secret',
    webhookSecret: 'portico-local-meld-webhook-secret',
  },
  coinbase: {
    url: 'http://127.0.0.1:4431',
    apiKey: 'portico-local-coinbase',
    urlSigningSecret: 'portico-local-coinbase-url-secret',
    webhookSecret: 'portico-local-coinbase-webhook-secret',
  },
}
const secret = z.string().min(16).max(512)
/** The protocols each provider may be spoken to with: its own API, or the sandboxes' (and a gateway's). */
const APIS_OF = { meld: ['portico', 'meld'], coinbase: ['portico', 'coinbase'] } as const
/** Coinbase Onramp's API, where ONRAMP_COINBASE_API=coinbase goes unless ONRAMP_COINBASE_URL says otherwise. */
export const COINBASE_ONRAMP_API_URL = 'https://api.developer.coinbase.com'
const DEFAULT_COINBASE_POLL_SECONDS = 10
const country = (name: string) =>
  z
    .string()
    .regex(/^[A-Z]{2}$/, `${name} is an ISO 3166-1 alpha-2 code, like US`)
    .optional()

const envSchema = z.object({
  ONRAMP_MELD_COUNTRY: country('ONRAMP_MELD_COUNTRY'),
  ONRAMP_COINBASE_COUNTRY: country('ONRAMP_COINBASE_COUNTRY'),
  ONRAMP_COINBASE_SUBDIVISION: z
    .string()
    .regex(/^[A-Z0-9]{1,3}$/, 'ONRAMP_COINBASE_SUBDIVISION is an ISO 3166-2 subdivision code, like NY')
    .optional(),
  ONRAMP_COINBASE_API_SECRET: z.string().min(1).max(4096).optional(),
  ONRAMP_COINBASE_POLL_SECONDS: z.coerce.number().min(1).max(300).default(DEFAULT_COINBASE_POLL_SECONDS),
  ONRAMP_TIMEOUT_SECONDS: z.coerce.number().positive().max(120).default(DEFAULT_ONRAMP_TIMEOUT_SECONDS),
  ...Object.fromEntries(
    ONRAMP_PROVIDERS.flatMap((name) => {
      const prefix = `ONRAMP_${name.toUpperCase()}`
      return [
        [`${prefix}_API`, z.enum(APIS_OF[name]).optional()],
        [`${prefix}_URL`, z.url({ protocol: /^https?$/ }).optional()],
        [`${prefix}_API_KEY`, z.string().min(1).max(512).optional()],
        [`${prefix}_URL_SECRET`, secret.optional()],
        [`${prefix}_WEBHOOK_SECRET`, secret.optional()],
      ]
    }),
  ),
})
type OnrampEnv = Record<string, string | undefined> & {
  ONRAMP_TIMEOUT_SECONDS: number
  ONRAMP_COINBASE_POLL_SECONDS: number
}

const invalid = (message: string) => new Error(`Invalid configuration: ${message}`)

/**
 * Coinbase Onramp's own API (ONRAMP_COINBASE_API=coinbase): a CDP secret API key, its id and its secret; optionally
 * ONRAMP_COINBASE_WEBHOOK_SECRET, the secret of the CDP webhook subscription that sends the onramp transaction events.
 */
function coinbaseApiConfig(e: OnrampEnv): OnrampProviderConfig {
  const apiKey = e.ONRAMP_COINBASE_API_KEY
  const apiSecret = e.ONRAMP_COINBASE_API_SECRET
  if (!apiKey || !apiSecret)
    throw invalid('ONRAMP_COINBASE_API=coinbase needs ONRAMP_COINBASE_API_KEY and ONRAMP_COINBASE_API_SECRET')
  // Never the secret itself in the message: it is read back from logs and screens.
  if (!cdpSigningKey(apiSecret))
    throw invalid(
      'ONRAMP_COINBASE_API_SECRET is not a CDP secret API key (an Ed25519 key in base64, or an EC private key in PEM)',
    )
  return {
    api: 'coinbase',
    url: e.ONRAMP_COINBASE_URL ?? COINBASE_ONRAMP_API_URL,
    apiKey,
    apiSecret,
    urlSigningSecret: '',
    // The CDP webhook subscription's secret: unset, Coinbase's webhooks are refused and purchases only polled.
    webhookSecret: e.ONRAMP_COINBASE_WEBHOOK_SECRET ?? '',
    ...(e.ONRAMP_COINBASE_COUNTRY ? { country: e.ONRAMP_COINBASE_COUNTRY } : {}),
    ...(e.ONRAMP_COINBASE_SUBDIVISION ? { subdivision: e.ONRAMP_COINBASE_SUBDIVISION } : {}),
    pollIntervalMs: Math.round(e.ONRAMP_COINBASE_POLL_SECONDS * 1_000),
  }
}

/**
 * The on-ramp providers (docs/cloud.md#on-ramp): ONRAMP_<PROVIDER>_URL, _API_KEY, _URL_SECRET and _WEBHOOK_SECRET
 * configure a provider (MELD, COINBASE), all four or none; ONRAMP_<PROVIDER>_API picks the protocol (`portico`, the
 * default; `meld` for ONRAMP_MELD_API: Meld's own API, which needs no _URL_SECRET and prices for
 * ONRAMP_MELD_COUNTRY, default US; `coinbase` for ONRAMP_COINBASE_API: Coinbase Onramp's API with a CDP key,
 * ONRAMP_COINBASE_API_KEY and _API_SECRET, and optionally _WEBHOOK_SECRET, see coinbaseApiConfig); ONRAMP_TIMEOUT_SECONDS bounds a call (default 10).
 * In development, without any of them, both providers are the devnet's sandboxes.
 */
export function loadOnrampConfig(env: NodeJS.ProcessEnv, development = false): OnrampConfig {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) throw invalid(z.prettifyError(parsed.error))
  const e = parsed.data as OnrampEnv
  const providers: OnrampConfig['providers'] = {}
  for (const name of ONRAMP_PROVIDERS) {
    const prefix = `ONRAMP_${name.toUpperCase()}`
    const api = e[`${prefix}_API`] as OnrampProviderConfig['api']
    if (api === 'coinbase') {
      providers[name] = coinbaseApiConfig(e)
      continue
    }
    const own = api !== undefined && api !== 'portico'
    const settings = {
      url: e[`${prefix}_URL`],
      apiKey: e[`${prefix}_API_KEY`],
      urlSigningSecret: e[`${prefix}_URL_SECRET`] ?? (own ? '' : undefined),
      webhookSecret: e[`${prefix}_WEBHOOK_SECRET`],
    }
    const given = Object.values(settings).filter((value) => value !== undefined && value !== '').length
    if (given === 0 && !own) continue
    if (Object.values(settings).some((value) => value === undefined))
      throw invalid(
        own
          ? `${prefix}_API=${api} needs ${prefix}_URL, ${prefix}_API_KEY and ${prefix}_WEBHOOK_SECRET`
          : `${prefix}_URL, ${prefix}_API_KEY, ${prefix}_URL_SECRET and ${prefix}_WEBHOOK_SECRET go together`,
      )
    // Meld signs its webhooks over the URL they were sent to, which the cloud knows only from PUBLIC_URL.
    if (api === 'meld' && !development && !env.PUBLIC_URL)
      throw invalid(`${prefix}_API=meld needs PUBLIC_URL, the address Meld sends its webhooks to`)
    const provider = settings as OnrampProviderConfig
    const country = api === 'meld' ? e.ONRAMP_MELD_COUNTRY : undefined
    providers[name] = own ? { ...provider, api, ...(country ? { country } : {}) } : provider
  }
  const none = Object.keys(providers).length === 0
  return {
    providers: none && development ? { ...DEVELOPMENT_ONRAMP_PROVIDERS } : providers,
    timeoutMs: Math.round(e.ONRAMP_TIMEOUT_SECONDS * 1_000),
  }
}
