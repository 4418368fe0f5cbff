import { cliCommands } from '../cli/runCli.js'

/** What `portico-cloud --help` prints: how to start the service, its settings, the admin commands. */
export const commandUsage = `Usage: portico-cloud [start]       runs Portico Cloud (npx @portico/cloud)
       portico-cloud <command>     runs one admin command (below) against the same storage
       portico-cloud --help | --version

Settings (environment variables; docs/cloud.md in the Portico repository has them all):
  PORT, HOST                 where it listens (8787, 127.0.0.1; HOST=0.0.0.0 in a container)
  DATA_DIR                   PGlite files and the admin token (./portico-cloud-data)
  DATABASE_URL               postgres://user:pass@host:5432/db: PostgreSQL instead of PGlite (production)
  REDIS_URL                  redis://host:6379: several nodes share limits, wallet index and invalidations
  ADMIN_TOKEN                bearer token of the admin API, 16+ characters (generated into DATA_DIR)
  NODE_ENV=production        no development setup (devnet upstreams, lab projects and demo prices, lab mail
                             and social login): create projects with project create or the admin API
  RPC_UPSTREAMS              {"eip155:1":"https://…"}: the RPC upstream per CAIP-2 chain
  PUBLIC_URL                 https://cloud.example.com: the base of URLs in answers
  TRUSTED_PROXIES            reverse proxies whose X-Forwarded-For names the client
  SMTP_URL, MAIL_FROM        where e-mail login codes are sent, and their From
  SECURE_SITE_ORIGINS        exact origins of the embedded wallet's secure site
  SOCIAL_REDIRECT_URI        the secure site's social-callback page
  SOCIAL_<PROVIDER>_CLIENT_ID, SOCIAL_<PROVIDER>_CLIENT_SECRET   GOOGLE, GITHUB, APPLE, FACEBOOK, X, DISCORD
  BUNDLER_UPSTREAMS          {"eip155:8453":"https://…"}: the ERC-4337 bundler per chain (smart accounts)
  PAYMASTER_ADDRESS, PAYMASTER_SIGNER_KEY, PAYMASTER_CHAINS   the VerifyingPaymaster the cloud signs for
  DELEGATION_CONTRACTS       {"eip155:8453":{…}|null}: the Delegation Framework of ERC-7715 grants per chain
                             (default: MetaMask's own deployment where it has one)
  INDEXER, INDEXER_CHAINS, INDEXER_OPTIONS, SEED, LOG_LEVEL, NAME_SUFFIX, ANALYTICS_RETENTION_DAYS,
  CLIENT_RATE_LIMIT_PER_MINUTE, NO_ORIGIN_RATE_LIMIT_PER_MINUTE, UNKNOWN_PROJECT_LOOKUPS_PER_MINUTE,
  MAX_CONNECTIONS, REQUEST_TIMEOUT_SECONDS, HEADERS_TIMEOUT_SECONDS

Admin commands:
${cliCommands}`
