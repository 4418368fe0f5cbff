import { BlockList } from 'node:net'
import { z } from 'zod'
import { caip2ChainIdSchema } from '../chains/caip2ChainIdSchema.js'
import {
  ANALYTICS_RETENTION_SWEEP_MS,
  DEFAULT_ANALYTICS_RETENTION_DAYS,
  DEFAULT_CLOUD_LIMITS,
} from '../constants/serverLimits.js'
import { EMAIL_CODE_COOLDOWN_MS } from '../emailAuth/emailAuthLimits.js'
import { loadFarcasterAuthConfig } from '../farcasterAuth/loadFarcasterAuthConfig.js'
import { addTrustedProxy } from '../http/createClientAddress.js'
import { loadOnrampConfig } from '../onramp/loadOnrampConfig.js'
import { loadPayExchangeConfig } from '../pay/loadPayExchangeConfig.js'
import { DEVNET_UPSTREAMS } from '../rpc/devnetUpstreams.js'
import { loadSmartAccountsConfig } from '../smartAccounts/loadSmartAccountsConfig.js'
import { loadSwapsConfig } from '../swaps/loadSwapsConfig.js'
import type { CloudConfig } from './CloudConfig.js'
import { DEVELOPMENT_SECURE_SITE_ORIGIN } from './developmentSecureSiteOrigin.js'
import { relayLimitsEnv, relayLimitsOf } from './relayLimitsEnv.js'
import { repoRoot } from './repoRoot.js'
import { socialAuthConfigOf, socialAuthEnv } from './socialAuthEnv.js'

const DEVNET_CHAINS = Object.keys(DEVNET_UPSTREAMS)

const perMinute = (fallback: number) => z.coerce.number().int().min(1).default(fallback)
// The same check for hourly counts: a whole number, at least 1.
const perHour = perMinute
const seconds = (fallbackMs: number) =>
  z.coerce
    .number()
    .positive()
    .max(3_600)
    .default(fallbackMs / 1_000)
    .transform((value) => Math.round(value * 1_000))

const envSchema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(8787),
  DATA_DIR: z.string().min(1).default(`${repoRoot}/.data/cloud`),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional(),
  PGLITE_WORKER: z.enum(['on', 'off']).default('off'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
  ADMIN_TOKEN: z.string().min(16, 'ADMIN_TOKEN must have at least 16 characters').optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  NAME_SUFFIX: z
    .string()
    .regex(/^\.[a-z0-9-]+(\.[a-z0-9-]+)*$/, 'NAME_SUFFIX looks like .portico.id')
    .default('.portico.id'),
  RPC_UPSTREAMS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value) return {}
      const parsed = z.record(caip2ChainIdSchema, z.url()).safeParse(safeJson(value))
      if (parsed.success) return parsed.data
      ctx.addIssue({ code: 'custom', message: 'RPC_UPSTREAMS is a JSON object {"eip155:1":"http://..."}' })
      return z.NEVER
    }),
  DEVNET_ENDPOINTS_FILE: z.string().min(1).optional(),
  PORTICO_DEVNET_FILE: z.string().min(1).optional(),
  DEVELOPMENT: z.enum(['on', 'off']).optional(),
  NODE_ENV: z.string().optional(),
  INDEXER: z.enum(['on', 'off']).default('on'),
  INDEXER_CHAINS: z.string().optional(),
  INDEXER_OPTIONS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value) return {}
      const parsed = z
        .record(
          caip2ChainIdSchema,
          z.strictObject({
            confirmations: z.number().int().min(0).max(1_000).optional(),
            startBlock: z.number().int().min(0).optional(),
          }),
        )
        .safeParse(safeJson(value))
      if (parsed.success) return parsed.data
      ctx.addIssue({
        code: 'custom',
        message: 'INDEXER_OPTIONS is a JSON object {"eip155:1":{"confirmations":12,"startBlock":19000000}}',
      })
      return z.NEVER
    }),
  SEED: z.enum(['on', 'off']).optional(),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'SMTP_URL is smtp://host:port or smtps://host:port' })
    .optional(),
  MAIL_FROM: z.string().min(3).max(200).default('Portico <login@portico.local>'),
  LOGIN_MAIL_COOLDOWN_SECONDS: seconds(EMAIL_CODE_COOLDOWN_MS),
  ...socialAuthEnv,
  SECURE_SITE_ORIGINS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined
      const origins = value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)
      for (const origin of origins) {
        if (!URL.canParse(origin) || new URL(origin).origin !== origin) {
          ctx.addIssue({ code: 'custom', message: `SECURE_SITE_ORIGINS: ${origin} is not an exact origin` })
          return z.NEVER
        }
      }
      return origins
    }),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'PUBLIC_URL is the http(s) URL clients reach the service at' })
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  RELAY_URL: z
    .url({ protocol: /^wss?$/, error: 'RELAY_URL is the ws(s) URL clients reach the relay at' })
    .optional(),
  ...relayLimitsEnv,
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const entries = (value ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)
      try {
        for (const entry of entries) addTrustedProxy(new BlockList(), entry)
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: `TRUSTED_PROXIES: ${(error as Error).message}` })
        return z.NEVER
      }
      return entries
    }),
  CLIENT_RATE_LIMIT_PER_MINUTE: perMinute(DEFAULT_CLOUD_LIMITS.clientPerMinute),
  NO_ORIGIN_RATE_LIMIT_PER_MINUTE: perMinute(DEFAULT_CLOUD_LIMITS.noOriginClientPerMinute),
  UNKNOWN_PROJECT_LOOKUPS_PER_MINUTE: perMinute(DEFAULT_CLOUD_LIMITS.unknownProjectLookupsPerMinute),
  LOGIN_MAILS_PER_CLIENT_PER_HOUR: perHour(DEFAULT_CLOUD_LIMITS.loginMailsPerClientPerHour),
  LOGIN_MAILS_PER_PROJECT_PER_HOUR: perHour(DEFAULT_CLOUD_LIMITS.loginMailsPerProjectPerHour),
  MAX_CONNECTIONS: z.coerce.number().int().min(1).default(DEFAULT_CLOUD_LIMITS.maxConnections),
  REQUEST_TIMEOUT_SECONDS: seconds(DEFAULT_CLOUD_LIMITS.requestTimeoutMs),
  HEADERS_TIMEOUT_SECONDS: seconds(DEFAULT_CLOUD_LIMITS.headersTimeoutMs),
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(0).default(DEFAULT_ANALYTICS_RETENTION_DAYS),
  ANALYTICS_EVENTS_PER_DAY: z.coerce
    .number()
    .int()
    .min(0)
    .default(DEFAULT_CLOUD_LIMITS.analyticsEventsPerProjectPerDay),
})

/** The lab's local SMTP server (`pnpm lab`), used in development when SMTP_URL is unset. */
const DEVELOPMENT_SMTP_URL = 'smtp://127.0.0.1:2525'
/**

/** Reads the configuration from environment variables; throws a readable error when one is malformed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): CloudConfig {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    throw new Error(`Invalid configuration: ${z.prettifyError(parsed.error)}`)
  }
  const e = parsed.data
  const development = e.DEVELOPMENT
    ? e.DEVELOPMENT === 'on'
    : Object.keys(e.RPC_UPSTREAMS).length === 0 && e.NODE_ENV !== 'production'
  return {
    host: e.HOST,
    port: e.PORT,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    pgliteWorker: e.PGLITE_WORKER === 'on',
    redisUrl: e.REDIS_URL,
    adminToken: e.ADMIN_TOKEN,
    logLevel: e.LOG_LEVEL,
    nameSuffix: e.NAME_SUFFIX,
    rpcUpstreams: e.RPC_UPSTREAMS,
    development,
    devnetEndpointsFile:
      e.DEVNET_ENDPOINTS_FILE ?? e.PORTICO_DEVNET_FILE ?? `${repoRoot}/.devnet/endpoints.json`,
    indexer: {
      enabled: e.INDEXER === 'on',
      chains: e.INDEXER_CHAINS
        ? e.INDEXER_CHAINS.split(',').map((chain) => chain.trim())
        : [...new Set([...(development ? DEVNET_CHAINS : []), ...Object.keys(e.RPC_UPSTREAMS)])].filter(
            (chain) => chain.startsWith('eip155:'),
          ),
      perChain: e.INDEXER_OPTIONS,
    },
    // A production cloud starts with no project: the lab's ids are public, so a stranger would know them.
    seed: e.SEED ? e.SEED === 'on' : development,
    publicUrl: e.PUBLIC_URL,
    relayUrl: e.RELAY_URL,
    relayLimits: relayLimitsOf(e),
    trustedProxies: e.TRUSTED_PROXIES,
    limits: {
      clientPerMinute: e.CLIENT_RATE_LIMIT_PER_MINUTE,
      noOriginClientPerMinute: e.NO_ORIGIN_RATE_LIMIT_PER_MINUTE,
      unknownProjectLookupsPerMinute: e.UNKNOWN_PROJECT_LOOKUPS_PER_MINUTE,
      loginMailsPerClientPerHour: e.LOGIN_MAILS_PER_CLIENT_PER_HOUR,
      loginMailsPerProjectPerHour: e.LOGIN_MAILS_PER_PROJECT_PER_HOUR,
      maxConnections: e.MAX_CONNECTIONS,
      requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS,
      // Node requires the headers timeout not to exceed the request timeout.
      headersTimeoutMs: Math.min(e.HEADERS_TIMEOUT_SECONDS, e.REQUEST_TIMEOUT_SECONDS),
      analyticsEventsPerProjectPerDay: e.ANALYTICS_EVENTS_PER_DAY,
    },
    analyticsRetention: { days: e.ANALYTICS_RETENTION_DAYS, sweepEveryMs: ANALYTICS_RETENTION_SWEEP_MS },
    emailAuth: {
      smtpUrl: e.SMTP_URL ?? (development ? DEVELOPMENT_SMTP_URL : undefined),
      mailFrom: e.MAIL_FROM,
      loginMailCooldownMs: e.LOGIN_MAIL_COOLDOWN_SECONDS,
      secureSiteOrigins: e.SECURE_SITE_ORIGINS ?? (development ? [DEVELOPMENT_SECURE_SITE_ORIGIN] : []),
    },
    socialAuth: socialAuthConfigOf(e, development),
    farcasterAuth: loadFarcasterAuthConfig(env, development),
    swaps: loadSwapsConfig(env, development),
    onramp: loadOnrampConfig(env, development),
    payExchanges: loadPayExchangeConfig(env, development),
    smartAccounts: loadSmartAccountsConfig(env, development),
  }
}

function safeJson(value: string): unknown {
  try {
    return JSON.parse(value)
  } catch {
    return undefined
  }
}
