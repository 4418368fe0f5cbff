import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { openStorage } from '../storage/openStorage.js'
import type { Storage } from '../storage/Storage.js'
import { seedPgliteDataDir } from '../testing/seedPgliteDataDir.js'
import { EMAIL_CODE_COOLDOWN_MS, EMAIL_CODE_LIFETIME_MS } from './emailAuthLimits.js'
import type { Mailer } from './Mailer.js'
import { requestEmailCode } from './requestEmailCode.js'
import { verifyEmailCode } from './verifyEmailCode.js'

let storage: Storage
let dataDir: string
const sent: { to: string; text: string }[] = []
const mailer: Mailer = async (mail) => {
  sent.push(mail)
}
const lastCode = () => sent.at(-1)?.text.match(/\b(\d{6})\b/)?.[1] ?? ''

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portico-email-code-'))
  // A migrated database from the template (seedPgliteDataDir), without PGlite's initdb and the migrations.
  seedPgliteDataDir(dataDir)
  storage = await openStorage({ dataDir })
})
afterAll(async () => {
  await storage?.close()
  await rm(dataDir, { recursive: true, force: true })
})

const DEVICE = 'd'.repeat(43)
const base = {
  projectId: 'p1',
  appName: 'Test',
  deviceId: DEVICE,
  deviceLinkUrl: (token: string) => `http://cloud.test/auth/v1/device/approve?token=${token}`,
}

it('refuses the right code 10 minutes after it was sent', async () => {
  const t0 = 1_000_000
  await requestEmailCode({ storage, mailer, ...base, email: 'late@example.com', now: t0 })
  const code = lastCode()
  await expect(
    verifyEmailCode({ storage, ...base, email: 'late@example.com', code, now: t0 + EMAIL_CODE_LIFETIME_MS }),
  ).rejects.toMatchObject({ code: 'expired_code', message: 'The code has expired' })
  await expect(
    verifyEmailCode({
      storage,
      ...base,
      email: 'late@example.com',
      code,
      now: t0 + EMAIL_CODE_LIFETIME_MS - 1,
    }),
  ).resolves.toMatchObject({ token: expect.any(String) })
})

it('counts the cooldown down in whole seconds and sends a new code after it, which replaces the old one', async () => {
  const t0 = 5_000_000
  await requestEmailCode({ storage, mailer, ...base, email: 'again@example.com', now: t0 })
  const first = lastCode()
  await expect(
    requestEmailCode({ storage, mailer, ...base, email: 'again@example.com', now: t0 + 100 }),
  ).rejects.toMatchObject({ message: 'Please try again after 30 seconds' })
  await expect(
    requestEmailCode({ storage, mailer, ...base, email: 'again@example.com', now: t0 + 29_001 }),
  ).rejects.toMatchObject({ message: 'Please try again after 1 seconds' })
  await requestEmailCode({
    storage,
    mailer,
    ...base,
    email: 'again@example.com',
    now: t0 + EMAIL_CODE_COOLDOWN_MS,
  })
  const second = lastCode()
  if (first !== second) {
    await expect(
      verifyEmailCode({ storage, ...base, email: 'again@example.com', code: first, now: t0 + 31_000 }),
    ).rejects.toMatchObject({ code: 'invalid_code' })
  }
  await expect(
    verifyEmailCode({ storage, ...base, email: 'again@example.com', code: second, now: t0 + 31_000 }),
  ).resolves.toMatchObject({ token: expect.any(String) })
})

it('keeps codes of one project from another', async () => {
  await requestEmailCode({ storage, mailer, ...base, email: 'two@example.com' })
  await expect(
    verifyEmailCode({
      storage,
      projectId: 'p2',
      email: 'two@example.com',
      code: lastCode(),
      deviceId: DEVICE,
    }),
  ).rejects.toMatchObject({ code: 'invalid_code' })
})
