import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { openStorage } from '../storage/openStorage.js'
import type { Storage } from '../storage/Storage.js'
import { approveDeviceLink } from './approveDeviceLink.js'
import { DEVICE_LINK_LIFETIME_MS } from './emailAuthLimits.js'
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
  const t0 = 1_000_000
  await firstLogin('late@example.com', t0)
  const asked = await requestEmailCode({
    ...base,
    storage,
    email: 'late@example.com',
    deviceId: 'b'.repeat(43),
    now: t0,
  })
  expect(asked.action).toBe('VERIFY_DEVICE')
  const token = lastToken()
  await expect(
    approveDeviceLink({ storage, projectId: 'p1', token, approve: true, now: t0 + DEVICE_LINK_LIFETIME_MS }),
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
      now: t0 + DEVICE_LINK_LIFETIME_MS - 1,
    }),
  ).resolves.toMatchObject({ email: 'late@example.com' })
})

it('allows five links an hour per e-mail, 30 s apart', async () => {
  const t0 = 50_000_000
  await firstLogin('many@example.com', t0)
  const ask = (now: number) =>
    requestEmailCode({ ...base, storage, email: 'many@example.com', deviceId: 'c'.repeat(43), now })
  for (let link = 0; link < 5; link++) await ask(t0 + link * 30_000)
  await expect(ask(t0 + 5 * 30_000 - 1)).rejects.toMatchObject({ code: 'email_cooldown' })
  await expect(ask(t0 + 5 * 30_000)).rejects.toMatchObject({
    code: 'device_link_limit',
    details: { retryAfterSeconds: 3600 - 150 },
  })
  await expect(ask(t0 + 60 * 60_000 + 1)).resolves.toMatchObject({ action: 'VERIFY_DEVICE' })
})
