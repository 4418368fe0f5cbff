import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { SIWX_NONCE_TTL_MS } from '../constants/siwxLimits.js'
import { openStorage } from '../storage/openStorage.js'
import type { Storage } from '../storage/Storage.js'
import { seedPgliteDataDir } from '../testing/seedPgliteDataDir.js'
import { authenticateSiwx, type SiwxAuthenticateParameters } from './authenticateSiwx.js'
import { loadSiwxSigningKey } from './siwxSigningKey.js'

let storage: Storage
let dataDir: string
let parameters: SiwxAuthenticateParameters

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portico-siwx-nonce-'))
  // A migrated database from the template (seedPgliteDataDir), without PGlite's initdb and the migrations.
  seedPgliteDataDir(dataDir)
  storage = await openStorage({ dataDir })
  parameters = {
    storage,
    upstreams: { resolve: async () => undefined, chains: async () => [] },
    key: await loadSiwxSigningKey(storage),
    projectId: 'p1',
    origin: undefined,
    allowedOrigins: ['http://127.0.0.1'],
    issuer: 'http://127.0.0.1',
  }
})
afterAll(async () => {
  await storage?.close()
  await rm(dataDir, { recursive: true, force: true })
})

/** A nonce as `GET /auth/v1/nonce` stores it, issued at `issuedAt`. */
async function storeNonce(nonce: string, issuedAt: number) {
  await storage.query('insert into siwx_nonces (nonce, project_id, expires_at) values ($1, $2, $3)', [
    nonce,
    'p1',
    new Date(issuedAt + SIWX_NONCE_TTL_MS).toISOString(),
  ])
}

const nonceRefused = { status: 400, details: 'the nonce is unknown, used or expired' }

const input = (nonce: string) => ({
  data: {
    accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    chainId: 'eip155:31337',
    domain: '127.0.0.1',
    uri: 'http://127.0.0.1',
    version: '1',
    nonce,
  },
  message: 'not checked before the nonce',
  signature: '0x00',
})

it('refuses a nonce once its 5 minutes are over, and it cannot be used afterwards either', async () => {
  const issuedAt = Date.now()
  await storeNonce('expiring-nonce', issuedAt)
  const late = { ...parameters, now: () => issuedAt + SIWX_NONCE_TTL_MS }
  await expect(authenticateSiwx(input('expiring-nonce'), late)).rejects.toMatchObject(nonceRefused)
  const rows = await storage.query('select 1 from siwx_nonces where nonce = $1', ['expiring-nonce'])
  expect(rows).toEqual([])
})

it('takes a nonce inside its 5 minutes past the nonce check (then the signature decides)', async () => {
  const issuedAt = Date.now()
  await storeNonce('fresh-nonce', issuedAt)
  const inTime = { ...parameters, now: () => issuedAt + SIWX_NONCE_TTL_MS - 1_000 }
  const outcome = authenticateSiwx(input('fresh-nonce'), inTime)
  const error = await outcome.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeDefined()
  expect(error).not.toMatchObject(nonceRefused)
})
