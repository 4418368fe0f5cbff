import { z } from 'zod'
import { cdpSigningKey } from '../onramp/cdpSigningKey.js'
import { COINBASE_ONRAMP_API_URL } from '../onramp/loadOnrampConfig.js'
import {
  type CoinbasePayExchangeSettings,
  PAY_EXCHANGES,
  type PayExchangeConfig,
  type PorticoPayExchangeSettings,
} from './PayExchangeConfig.js'

const DEFAULT_PAY_EXCHANGE_TIMEOUT_SECONDS = 10
const DEFAULT_COINBASE_POLL_SECONDS = 5

/** The exchange sandbox `pnpm devnet` and `pnpm lab` start (@portico/devnet LOCAL_EXCHANGE_SANDBOX), public secrets. */
const DEVELOPMENT_PAY_EXCHANGES: PayExchangeConfig['exchanges'] = {
  binance: {
    url: 'http://127.0.0.1:4432',
    apiKey: 'portico-local-exchange',
    urlSigningSecret: 'portico-local-exchange-url-secret',
  },
}

const envSchema = z.object({
  PAY_EXCHANGE_TIMEOUT_SECONDS: z.coerce
    .number()
    .positive()
    .max(120)
    .default(DEFAULT_PAY_EXCHANGE_TIMEOUT_SECONDS),
  PAY_EXCHANGE_COINBASE_API: z.enum(['portico', 'coinbase']).optional(),
  PAY_EXCHANGE_COINBASE_API_SECRET: z.string().min(1).max(4096).optional(),
  PAY_EXCHANGE_COINBASE_POLL_SECONDS: z.coerce
    .number()
    .min(1)
    .max(300)
    .default(DEFAULT_COINBASE_POLL_SECONDS),
  ...Object.fromEntries(
    PAY_EXCHANGES.flatMap((name) => {
      const prefix = `PAY_EXCHANGE_${name.toUpperCase()}`
      return [
        [`${prefix}_URL`, z.url({ protocol: /^https?$/ }).optional()],
        [`${prefix}_API_KEY`, z.string().min(1).max(512).optional()],
        [`${prefix}_URL_SECRET`, z.string().min(16).max(512).optional()],
      ]
    }),
  ),
})
type PayExchangeEnv = Record<string, string | undefined> & {
  PAY_EXCHANGE_TIMEOUT_SECONDS: number
  PAY_EXCHANGE_COINBASE_POLL_SECONDS: number
}

const invalid = (message: string) => new Error(`Invalid configuration: ${message}`)

/**
 * Coinbase's own API for the exchange `coinbase` (PAY_EXCHANGE_COINBASE_API=coinbase): the CDP key of
 * PAY_EXCHANGE_COINBASE_API_KEY and _API_SECRET, or, when neither is set, the on-ramp's (ONRAMP_COINBASE_API_KEY and
 * _API_SECRET); the assets of the on-ramp's country (ONRAMP_COINBASE_COUNTRY, _SUBDIVISION, checked by its loader).
 */
function coinbaseSettings(e: PayExchangeEnv, env: NodeJS.ProcessEnv): CoinbasePayExchangeSettings {
  const own =
    e.PAY_EXCHANGE_COINBASE_API_KEY !== undefined || e.PAY_EXCHANGE_COINBASE_API_SECRET !== undefined
  const apiKey = own ? e.PAY_EXCHANGE_COINBASE_API_KEY : env.ONRAMP_COINBASE_API_KEY
  const apiSecret = own ? e.PAY_EXCHANGE_COINBASE_API_SECRET : env.ONRAMP_COINBASE_API_SECRET
  if (!apiKey || !apiSecret)
    throw invalid(
      'PAY_EXCHANGE_COINBASE_API=coinbase needs PAY_EXCHANGE_COINBASE_API_KEY and PAY_EXCHANGE_COINBASE_API_SECRET (or ONRAMP_COINBASE_API_KEY and ONRAMP_COINBASE_API_SECRET, the on-ramp key)',
    )
  // Never the secret itself in the message: it is read back from logs and screens.
  if (!cdpSigningKey(apiSecret))
    throw invalid(
      `${own ? 'PAY_EXCHANGE' : 'ONRAMP'}_COINBASE_API_SECRET is not a CDP secret API key (an Ed25519 key in base64, or an EC private key in PEM)`,
    )
  const country = env.ONRAMP_COINBASE_COUNTRY
  const subdivision = env.ONRAMP_COINBASE_SUBDIVISION
  return {
    api: 'coinbase',
    url: e.PAY_EXCHANGE_COINBASE_URL ?? COINBASE_ONRAMP_API_URL,
    apiKey,
    apiSecret,
    ...(country && /^[A-Z]{2}$/.test(country) ? { country } : {}),
    ...(subdivision && /^[A-Z0-9]{1,3}$/.test(subdivision) ? { subdivision } : {}),
    pollIntervalMs: Math.round(e.PAY_EXCHANGE_COINBASE_POLL_SECONDS * 1_000),
  }
}

/**
 * The exchanges a visitor can pay from (docs/cloud.md#pay-from-an-exchange): PAY_EXCHANGE_<NAME>_URL, _API_KEY and
 * _URL_SECRET configure one (BINANCE, COINBASE) over the cloud's protocol, all three or none;
 * PAY_EXCHANGE_COINBASE_API=coinbase makes `coinbase` Coinbase's own API instead (coinbaseSettings);
 * PAY_EXCHANGE_TIMEOUT_SECONDS bounds a call (default 10). In development, without any of them, the exchange is the
 * devnet's sandbox.
 */
export function loadPayExchangeConfig(env: NodeJS.ProcessEnv, development = false): PayExchangeConfig {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) throw invalid(z.prettifyError(parsed.error))
  const e = parsed.data as PayExchangeEnv
  const exchanges: PayExchangeConfig['exchanges'] = {}
  for (const name of PAY_EXCHANGES) {
    if (name === 'coinbase' && e.PAY_EXCHANGE_COINBASE_API === 'coinbase') {
      exchanges[name] = coinbaseSettings(e, env)
      continue
    }
    const prefix = `PAY_EXCHANGE_${name.toUpperCase()}`
    const settings = {
      url: e[`${prefix}_URL`],
      apiKey: e[`${prefix}_API_KEY`],
      urlSigningSecret: e[`${prefix}_URL_SECRET`],
    }
    const given = Object.values(settings).filter((value) => value !== undefined).length
    if (given === 0) continue
    if (given < 3) throw invalid(`${prefix}_URL, ${prefix}_API_KEY and ${prefix}_URL_SECRET go together`)
    exchanges[name] = settings as PorticoPayExchangeSettings
  }
  const none = Object.keys(exchanges).length === 0
  return {
    exchanges: none && development ? { ...DEVELOPMENT_PAY_EXCHANGES } : exchanges,
    timeoutMs: Math.round(e.PAY_EXCHANGE_TIMEOUT_SECONDS * 1_000),
  }
}
