import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { openStorage } from '../storage/openStorage.js'
import type { Storage } from '../storage/Storage.js'
import { seedPgliteDataDir } from '../testing/seedPgliteDataDir.js'
import { approveDeviceLink } from './approveDeviceLink.js'
import { DEVICE_LINK_LIFETIME_MS, EMAIL_CODE_COOLDOWN_MS } from './emailAuthLimits.js'
import type { Mailer } from './Mailer.js'
import { requestEmailCode } from './requestEmailCode.js'
import { verifyEmailCode } from './verifyEmailCode.js'

let storage: Storage
let dataDir: string
const sent: { to: string; text: string }[] = []
const mailer: Mailer = async (mail) => {
  sent.push(mail)
}
const lastToken = () => sent.at(-1)?.text.match(/token=([\w-]{43})/)?.[1] ?? ''

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portico-device-link-'))
  // A migrated database from the template (seedPgliteDataDir), without PGlite's initdb and the migrations.
  seedPgliteDataDir(dataDir)
  storage = await openStorage({ dataDir })
})
afterAll(async () => {
  await storage?.close()
  await rm(dataDir, { recursive: true, force: true })
})

const base = {
  mailer,
  projectId: 'p1',
  appName: 'Test',
  deviceLinkUrl: (token: string) => `http://cloud.test/auth/v1/device/approve?token=${token}`,
}
/** Logs `email` in from `deviceId` at `now` (its first device). */
async function firstLogin(email: string, now: number) {
  await requestEmailCode({ ...base, storage, email, deviceId: 'a'.repeat(43), now })
  const code = sent.at(-1)?.text.match(/\b(\d{6})\b/)?.[1] ?? ''
  await verifyEmailCode({ storage, projectId: 'p1', email, code, deviceId: 'a'.repeat(43), now })
}

it('a link expires after 15 minutes', async () => {
  const t0 = 1_000_000 - EMAIL_CODE_COOLDOWN_MS
  await firstLogin('late@example.com', t0)
  const asked = await requestEmailCode({
    ...base,
    storage,
    email: 'late@example.com',
    deviceId: 'b'.repeat(43),
    now: t0 + EMAIL_CODE_COOLDOWN_MS,
  })
  expect(asked).toEqual({ action: 'VERIFY_OTP' })
  const token = lastToken()
  expect(token).not.toBe('')
  await expect(
    approveDeviceLink({
      storage,
      projectId: 'p1',
      token,
      approve: true,
      now: t0 + EMAIL_CODE_COOLDOWN_MS + DEVICE_LINK_LIFETIME_MS,
    }),
  ).rejects.toMatchObject({
    code: 'device_link_expired',
    message: 'This link has expired: log in again for a new one',
  })
  await expect(
    approveDeviceLink({
      storage,
      projectId: 'p1',
      token,
      approve: true,
      now: t0 + EMAIL_CODE_COOLDOWN_MS + DEVICE_LINK_LIFETIME_MS - 1,
    }),
  ).resolves.toMatchObject({ email: 'late@example.com' })
})

it('allows five mails an hour per mailbox to devices it has not remembered, links and codes alike; its own devices only wait 30 s', async () => {
  const t0 = 50_000_000
  // One e-mail has a wallet (its first login, a mail of the hour), one has none; a stranger's device asks for both.
  await firstLogin('many@example.com', t0)
  const ask = (email: string, now: number, deviceId = 'c'.repeat(43)) =>
    requestEmailCode({ ...base, storage, email, deviceId, now })
  for (let mail = 1; mail < 5; mail++) await ask('many@example.com', t0 + mail * 30_000)
  for (let mail = 0; mail < 5; mail++) await ask('none@example.com', t0 + mail * 30_000)
  await expect(ask('many@example.com', t0 + 5 * 30_000 - 1)).rejects.toMatchObject({ code: 'email_cooldown' })
  await expect(ask('many@example.com', t0 + 5 * 30_000)).rejects.toMatchObject({
    code: 'email_limit',
    details: { retryAfterSeconds: 3600 - 150 },
  })
  // A +tag is the same mailbox; the e-mail without a wallet is refused the same way, the same seconds left.
  await expect(ask('none+x@example.com', t0 + 6 * 30_000)).rejects.toMatchObject({
    code: 'email_limit',
    details: { retryAfterSeconds: 3600 - 180 },
  })
  await expect(ask('many@example.com', t0 + 6 * 30_000)).rejects.toMatchObject({
    code: 'email_limit',
    details: { retryAfterSeconds: 3600 - 180 },
  })
  // The wallet's own device is not counted: strangers cannot use its logins up.
  await expect(ask('many@example.com', t0 + 7 * 30_000, 'a'.repeat(43))).resolves.toEqual({
    action: 'VERIFY_OTP',
  })
  await expect(ask('many@example.com', t0 + 60 * 60_000)).resolves.toEqual({ action: 'VERIFY_OTP' })
})
