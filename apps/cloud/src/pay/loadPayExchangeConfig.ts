import { z } from 'zod'
import { PAY_EXCHANGES, type PayExchangeConfig, type PayExchangeSettings } from './PayExchangeConfig.js'

const DEFAULT_PAY_EXCHANGE_TIMEOUT_SECONDS = 10

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

/**
 * The exchanges a visitor can pay from (docs/cloud.md#pay-from-an-exchange): PAY_EXCHANGE_<NAME>_URL, _API_KEY and
 * _URL_SECRET configure one (BINANCE), all three or none; PAY_EXCHANGE_TIMEOUT_SECONDS bounds a call (default 10). In
 * development, without any of them, the exchange is the devnet's sandbox.
 */
export function loadPayExchangeConfig(env: NodeJS.ProcessEnv, development = false): PayExchangeConfig {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) throw new Error(`Invalid configuration: ${z.prettifyError(parsed.error)}`)
  const e = parsed.data as Record<string, string | undefined> & { PAY_EXCHANGE_TIMEOUT_SECONDS: number }
  const exchanges: PayExchangeConfig['exchanges'] = {}
  for (const name of PAY_EXCHANGES) {
    const prefix = `PAY_EXCHANGE_${name.toUpperCase()}`
    const settings = {
      url: e[`${prefix}_URL`],
      apiKey: e[`${prefix}_API_KEY`],
      urlSigningSecret: e[`${prefix}_URL_SECRET`],
    }
    const given = Object.values(settings).filter((value) => value !== undefined).length
    if (given === 0) continue
    if (given < 3)
      throw new Error(
        `Invalid configuration: ${prefix}_URL, ${prefix}_API_KEY and ${prefix}_URL_SECRET go together`,
      )
    exchanges[name] = settings as PayExchangeSettings
  }
  const none = Object.keys(exchanges).length === 0
  return {
    exchanges: none && development ? { ...DEVELOPMENT_PAY_EXCHANGES } : exchanges,
    timeoutMs: Math.round(e.PAY_EXCHANGE_TIMEOUT_SECONDS * 1_000),
  }
}
