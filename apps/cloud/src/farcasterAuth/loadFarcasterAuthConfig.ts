import { getAddress, isAddress } from 'viem'
import type { FarcasterAccount, FarcasterAuthConfig } from './FarcasterAuthConfig.js'
import { DEFAULT_FARCASTER_CHANNEL_LIFETIME_MS } from './farcasterAuthLimits.js'

/**
 * The test fids of `LOCAL_FARCASTER_ACCOUNTS` in @portico/devnet (custody keys derived from the devnet mnemonic),
 * the registry in development; `localFarcasterAccounts.test.ts` there pins the addresses.
 */
const DEVELOPMENT_FARCASTER_ACCOUNTS: FarcasterAccount[] = [
  {
    fid: 1001,
    username: 'ada',
    displayName: 'Ada Lovelace',
    custody: '0xa1153393636750230f4dB253300E59Ca8bD3a9c0',
  },
  {
    fid: 1002,
    username: 'grace',
    displayName: 'Grace Hopper',
    custody: '0xC223B10ef31d74B74ac4931da23c76dfD154e43F',
  },
  {
    fid: 1003,
    username: 'alan',
    displayName: 'Alan Turing',
    custody: '0x4aF126598417209bFa57bab856963c42C2fee5Db',
  },
  {
    fid: 1004,
    username: 'edsger',
    displayName: 'Edsger Dijkstra',
    custody: '0x037BBe29C2766243A070a4b3cbf3891767097308',
  },
]

/**
 * The Farcaster login's configuration: FARCASTER_ACCOUNTS, a JSON array of `{ fid, custody, username,
 * displayName? }` (the fid → custody registry; in development the devnet's test fids), and FARCASTER_CHANNEL_SECONDS
 * (a channel's lifetime, default 300). Undefined (no Farcaster login) without a registry.
 */
export function loadFarcasterAuthConfig(
  env: { FARCASTER_ACCOUNTS?: string | undefined; FARCASTER_CHANNEL_SECONDS?: string | undefined },
  development: boolean,
): FarcasterAuthConfig | undefined {
  const seconds = env.FARCASTER_CHANNEL_SECONDS
  if (seconds !== undefined && !/^[1-9]\d{0,5}$/.test(seconds))
    throw new Error(
      'Invalid configuration: FARCASTER_CHANNEL_SECONDS is a whole number of seconds (1-999999)',
    )
  const channelLifetimeMs = seconds ? Number(seconds) * 1000 : DEFAULT_FARCASTER_CHANNEL_LIFETIME_MS
  if (env.FARCASTER_ACCOUNTS === undefined)
    return development ? { accounts: DEVELOPMENT_FARCASTER_ACCOUNTS, channelLifetimeMs } : undefined
  return { accounts: parseAccounts(env.FARCASTER_ACCOUNTS), channelLifetimeMs }
}

function parseAccounts(text: string): FarcasterAccount[] {
  const fail = (why: string): never => {
    throw new Error(`Invalid configuration: FARCASTER_ACCOUNTS ${why}`)
  }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    fail('is not JSON')
  }
  if (!Array.isArray(value)) return fail('is a JSON array of { fid, custody, username }')
  return value.map((entry: Record<string, unknown>) => {
    const { fid, custody, username, displayName } = entry ?? {}
    if (typeof fid !== 'number' || !Number.isSafeInteger(fid) || fid < 1)
      fail('has an fid that is not a positive integer')
    if (typeof custody !== 'string' || !isAddress(custody, { strict: false }))
      fail(`fid ${fid}: custody is not an address`)
    if (typeof username !== 'string' || username.length === 0 || username.length > 64)
      fail(`fid ${fid}: username`)
    return {
      fid: fid as number,
      custody: getAddress(custody as string),
      username: username as string,
      ...(typeof displayName === 'string' ? { displayName } : {}),
    }
  })
}
