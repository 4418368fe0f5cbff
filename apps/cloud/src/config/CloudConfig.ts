import type { FarcasterAuthConfig } from '../farcasterAuth/FarcasterAuthConfig.js'
import type { LogLevel } from '../log/createLogger.js'
import type { OnrampConfig } from '../onramp/OnrampConfig.js'
import type { PayExchangeConfig } from '../pay/PayExchangeConfig.js'
import type { RelayLimits } from '../relay/RelayLimits.js'
import type { SmartAccountsConfig } from '../smartAccounts/SmartAccountsConfig.js'
import type { SocialProviderConfig } from '../socialAuth/SocialProviderConfig.js'
import type { SocialProvider } from '../socialAuth/socialProviders.js'
import type { SwapsConfig } from '../swaps/SwapsConfig.js'
import type { CloudLimits } from './CloudLimits.js'

/** Everything the cloud process is configured with; see loadConfig for the environment variables. */
export type CloudConfig = {
  host: string
  /** 0 picks a free port. */
  port: number
  /** Data folder: PGlite files and the generated admin token. */
  dataDir: string
  /** postgres://... switches storage from PGlite to PostgreSQL. */
  databaseUrl?: string | undefined
  /** Without `databaseUrl`: PGlite runs in a worker thread, off the event loop (`PGLITE_WORKER=on`). */
  pgliteWorker?: boolean | undefined
  /** redis://... shares rate limits and wallet index invalidations across several cloud nodes. */
  redisUrl?: string | undefined
  /** Bearer token of the admin API; generated into the data folder when unset. */
  adminToken?: string | undefined
  logLevel: LogLevel
  /** Suffix of registered names, e.g. `.portico.id`. */
  nameSuffix: string
  /** CAIP-2 chain id → JSON-RPC URL; overrides the devnet endpoints file and the development defaults. */
  rpcUpstreams: Record<string, string>
  /**
   * The development setup: the loopback devnet upstreams (the devnet endpoints file, else eip155:31337 →
   * 127.0.0.1:8545 and eip155:31338 → 127.0.0.1:8546), the devnet chains indexed by default and their demo prices.
   * On by default only without RPC_UPSTREAMS and outside NODE_ENV=production; DEVELOPMENT=on|off decides.
   */
  development: boolean
  /** The file @portico/devnet writes its endpoints to (read only in development). */
  devnetEndpointsFile: string
  /** Follow EVM chains and record transfers for the activity API. */
  indexer: {
    enabled: boolean
    chains: string[]
    /**
     * Per chain: blocks behind the head it indexes up to (default 0 on the devnet chains, INDEXER_DEFAULT_CONFIRMATIONS
     * elsewhere) and the block it starts at (default 0).
     */
    perChain?: Record<string, IndexerChainOptions> | undefined
  }
  /**
   * Create the lab's projects that do not exist yet (and, in development, the devnet demo prices) at start. On by
   * default in development only; SEED=on|off decides. The wallet catalogue is loaded at every start either way.
   */
  seed: boolean
  /** Overrides of the relay's limits (RELAY_* variables; tests set low ones); the defaults are in src/relay/RelayLimits.ts. */
  relayLimits?: Partial<RelayLimits> | undefined
  /** Base URL clients reach the service at, for image URLs in answers; unset: the address it listens on. */
  publicUrl?: string | undefined
  /** The relay URL clients are given (`wss://…/relay`), which their auth JWT must name; unset: from publicUrl. */
  relayUrl?: string | undefined
  /** Reverse proxies (addresses or CIDR ranges) whose X-Forwarded-For header names the client. */
  trustedProxies: string[]
  /** Per-client rate limits, connection cap and timeouts. */
  limits: CloudLimits
  /** Analytics events and error reports older than `days` are deleted every `sweepEveryMs` (days 0: kept). */
  analyticsRetention: { days: number; sweepEveryMs: number }
  /** The embedded wallet's e-mail login (docs/embedded-wallet.md). */
  emailAuth: EmailAuthConfig
  /** The embedded wallet's social login (docs/embedded-wallet.md#social-login). */
  socialAuth: SocialAuthConfig
  /** The embedded wallet's Farcaster login (docs/embedded-wallet.md#farcaster-login); unset: not available. */
  farcasterAuth?: FarcasterAuthConfig | undefined
  /** The swap service's providers (docs/cloud.md#swaps); unset: no 1inch and, in development, the devnet's pools. */
  swaps?: SwapsConfig | undefined
  /** The on-ramp's providers (docs/cloud.md#on-ramp); unset: none configured. */
  onramp?: OnrampConfig | undefined
  /** The exchanges a visitor can pay from (docs/cloud.md#pay-from-an-exchange); unset: none configured. */
  payExchanges?: PayExchangeConfig | undefined
  /** The bundler and paymaster behind /v1/bundler and /v1/paymaster (docs/cloud.md#smart-accounts-bundler-and-paymaster). */
  smartAccounts?: SmartAccountsConfig | undefined
}

/** Which providers a visitor may sign in with, and where they send the visitor back. */
export type SocialAuthConfig = {
  /** The secure site's callback page, registered with every provider; unset: no social login. */
  redirectUri?: string | undefined
  providers: Partial<Record<SocialProvider, SocialProviderConfig>>
}

/** Where login codes go and who may ask for them. */
export type EmailAuthConfig = {
  /** `smtp://host:port` (or smtps://); unset: no code can be sent (503 email_unavailable). */
  smtpUrl?: string | undefined
  /** The From of login mails. */
  mailFrom: string
  /** The exact origins of the secure site, the only callers of the e-mail and share routes. */
  secureSiteOrigins: string[]
  /**
   * A new login mail (code or device link) to the same mailbox is refused this long after the last one
   * (LOGIN_MAIL_COOLDOWN_SECONDS); unset: 30 s. Shorter only for tests, which would otherwise wait it out.
   */
  loginMailCooldownMs?: number | undefined
}

/** INDEXER_OPTIONS of one chain. */
export type IndexerChainOptions = { confirmations?: number | undefined; startBlock?: number | undefined }
