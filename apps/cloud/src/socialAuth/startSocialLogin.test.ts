import { createHash, randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { openStorage } from '../storage/openStorage.js'
import type { Storage } from '../storage/Storage.js'
import { seedPgliteDataDir } from '../testing/seedPgliteDataDir.js'
import { findSocialReturnOrigin } from './findSocialReturnOrigin.js'
import { finishSocialLogin } from './finishSocialLogin.js'
import { SOCIAL_LOGIN_LIFETIME_MS } from './socialAuthLimits.js'
import { localSocialProviderEndpoints } from './socialProviderEndpoints.js'
import { startSocialLogin } from './startSocialLogin.js'

let storage: Storage
let dataDir: string
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portico-social-login-'))
  // A migrated database from the template (seedPgliteDataDir), without PGlite's initdb and the migrations.
  seedPgliteDataDir(dataDir)
  storage = await openStorage({ dataDir })
})
afterAll(async () => {
  await storage?.close()
  await rm(dataDir, { recursive: true, force: true })
})

// Nothing listens here: these tests end before the provider would be called.
const config = {
  clientId: 'c',
  clientSecret: 's',
  ...localSocialProviderEndpoints('http://127.0.0.1:9', 'google'),
}
const verifier = randomBytes(32).toString('base64url')
const challenge = createHash('sha256').update(verifier).digest('base64url')

const start = (now: number) =>
  startSocialLogin({
    db: storage,
    projectId: 'p1',
    provider: 'google',
    config,
    redirectUri: 'http://127.0.0.1:4410/social-callback.html',
    codeChallenge: challenge,
    returnOrigin: 'http://127.0.0.1:5173',
    now,
  })
const stateOf = (uri: string) => new URL(uri).searchParams.get('state') ?? ''
const finish = (state: string, now: number) =>
  finishSocialLogin({
    storage,
    projectId: 'p1',
    providers: { google: config },
    redirectUri: 'http://127.0.0.1:4410/social-callback.html',
    state,
    code: 'code',
    codeVerifier: verifier,
    jwks: () => {
      throw new Error('not reached')
    },
    now,
  })

it('refuses a login 10 minutes after it started, and a later start deletes it', async () => {
  const t0 = 5_000_000
  const late = stateOf((await start(t0)).uri)
  expect(await findSocialReturnOrigin(storage, late, t0 + SOCIAL_LOGIN_LIFETIME_MS - 1)).toBe(
    'http://127.0.0.1:5173',
  )
  expect(await findSocialReturnOrigin(storage, late, t0 + SOCIAL_LOGIN_LIFETIME_MS)).toBeUndefined()
  await expect(finish(late, t0 + SOCIAL_LOGIN_LIFETIME_MS)).rejects.toMatchObject({ code: 'invalid_state' })

  const other = stateOf((await start(t0 + 1)).uri)
  await start(t0 + 2 * SOCIAL_LOGIN_LIFETIME_MS)
  const rows = await storage.query<{ n: number | string }>(
    'select count(*) as n from social_logins where expires_at <= $1',
    [t0 + 2 * SOCIAL_LOGIN_LIFETIME_MS],
  )
  expect(Number(rows[0]?.n)).toBe(0)
  expect(await findSocialReturnOrigin(storage, other, t0)).toBeUndefined()
})

it('keeps only the hash of the state: the stored row does not give the state back', async () => {
  const state = stateOf((await start(9_000_000)).uri)
  const rows = await storage.query<{ state_hash: string }>('select state_hash from social_logins')
  expect(rows.some((row) => row.state_hash.includes(state))).toBe(false)
  expect(rows.length).toBeGreaterThan(0)
})
