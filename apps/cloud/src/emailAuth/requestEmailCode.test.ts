import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { openStorage } from '../storage/openStorage.js'
import type { Storage } from '../storage/Storage.js'
import { seedPgliteDataDir } from '../testing/seedPgliteDataDir.js'
import { EmailCooldownError } from './emailAuthErrors.js'
import type { Mailer } from './Mailer.js'
import { requestEmailCode } from './requestEmailCode.js'

let storage: Storage
let dataDir: string
const sent: { to: string; text: string }[] = []
const mailer: Mailer = async (mail) => {
  sent.push(mail)
}

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

/** Asks for a login code for `email` from one device at `now`, with the cloud's cooldown `cooldownMs` (unset: 30 s). */
const ask = (email: string, now: number, cooldownMs?: number) =>
  requestEmailCode({
    storage,
    mailer,
    projectId: 'p1',
    email,
    deviceId: 'a'.repeat(43),
    deviceLinkUrl: (token) => `http://cloud.test/auth/v1/device/approve?token=${token}`,
    appName: 'Test',
    now,
    ...(cooldownMs === undefined ? {} : { cooldownMs }),
  })

it('refuses a second login mail to the mailbox within 30 s, with the seconds left', async () => {
  await ask('thirty@example.com', 1_000_000)
  const refused = ask('thirty@example.com', 1_000_000 + 29_001)
  await expect(refused).rejects.toBeInstanceOf(EmailCooldownError)
  await expect(refused).rejects.toThrow('Please try again after 1 seconds')
  await expect(ask('thirty@example.com', 1_000_000 + 30_000)).resolves.toEqual({ action: 'VERIFY_OTP' })
  expect(sent.filter((mail) => mail.to === 'thirty@example.com')).toHaveLength(2)
})

it("keeps the cloud's configured cooldown instead (LOGIN_MAIL_COOLDOWN_SECONDS)", async () => {
  await ask('five@example.com', 2_000_000, 5_000)
  await expect(ask('five@example.com', 2_000_000 + 4_500, 5_000)).rejects.toThrow(
    'Please try again after 1 seconds',
  )
  await expect(ask('five@example.com', 2_000_000 + 5_000, 5_000)).resolves.toEqual({ action: 'VERIFY_OTP' })
  expect(sent.filter((mail) => mail.to === 'five@example.com')).toHaveLength(2)
})
