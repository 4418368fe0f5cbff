import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { openStorage } from '../storage/openStorage.js'
import type { Storage } from '../storage/Storage.js'
import { seedPgliteDataDir } from '../testing/seedPgliteDataDir.js'
import { EMAIL_CODE_COOLDOWN_MS, EMAIL_CODE_LIFETIME_MS } from './emailAuthLimits.js'
import type { Mailer } from './Mailer.js'
import { startEmailUpdate } from './startEmailUpdate.js'
import { verifyEmailUpdateCode } from './verifyEmailUpdateCode.js'

let storage: Storage
let dataDir: string
const sent: { to: string; text: string }[] = []
const mailer: Mailer = async (mail) => {
  sent.push(mail)
}
const lastCode = () => sent.at(-1)?.text.match(/\b(\d{6})\b/)?.[1] ?? ''

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portico-email-update-'))
  // A migrated database from the template (seedPgliteDataDir), without PGlite's initdb and the migrations.
  seedPgliteDataDir(dataDir)
  storage = await openStorage({ dataDir })
})
afterAll(async () => {
  await storage?.close()
  await rm(dataDir, { recursive: true, force: true })
})

const session = (email: string) => ({ projectId: 'p1', email, expiresAt: Number.MAX_SAFE_INTEGER })
const base = { mailer, appName: 'Test' }

it('refuses a code 10 minutes after it was sent, at either step, and counts the cooldown in whole seconds', async () => {
  const t0 = 1_000_000
  const owner = session('late@example.com')
  await storage.query(
    `insert into auth_shares (project_id, email, share, addresses, created_at) values ('p1', 'late@example.com', 's', '{}', 0)`,
  )
  await startEmailUpdate({ storage, ...base, session: owner, newEmail: 'later@example.com', now: t0 })
  const primary = lastCode()
  await expect(
    startEmailUpdate({ storage, ...base, session: owner, newEmail: 'later@example.com', now: t0 + 29_001 }),
  ).rejects.toMatchObject({ message: 'Please try again after 1 seconds' })
  const late = { storage, ...base, session: owner, step: 'primary' as const, code: primary }
  await expect(verifyEmailUpdateCode({ ...late, now: t0 + EMAIL_CODE_LIFETIME_MS })).rejects.toMatchObject({
    code: 'expired_code',
    message: 'The code has expired',
  })
  const t1 = t0 + EMAIL_CODE_LIFETIME_MS - 1
  await verifyEmailUpdateCode({ ...late, now: t1 })
  expect(sent.at(-1)?.to).toBe('later@example.com')
  const secondary = lastCode()
  const step2 = { storage, ...base, session: owner, step: 'secondary' as const, code: secondary }
  // The new code's 10 minutes start when it is sent.
  await expect(verifyEmailUpdateCode({ ...step2, now: t1 + EMAIL_CODE_LIFETIME_MS })).rejects.toMatchObject({
    code: 'expired_code',
  })
  await expect(verifyEmailUpdateCode({ ...step2, now: t1 + EMAIL_CODE_LIFETIME_MS - 1 })).resolves.toEqual({
    email: 'later@example.com',
    newEmail: 'later@example.com',
  })
  // The wallet is kept under the new e-mail only: a login with the old one finds none.
  const shares = await storage.query<{ email: string }>(
    "select email from auth_shares where project_id = 'p1'",
  )
  expect(shares.map((row) => row.email)).toEqual(['later@example.com'])
  // A new update of the moved wallet starts from its new e-mail.
  await startEmailUpdate({
    storage,
    ...base,
    session: session('later@example.com'),
    newEmail: 'late@example.com',
    now: t1 + EMAIL_CODE_COOLDOWN_MS,
  })
  expect(sent.at(-1)?.to).toBe('later@example.com')
})

it('refuses a social login, which has no e-mail to change', async () => {
  const social = { ...session('social:google:123'), social: { provider: 'google' as const, username: 'Ada' } }
  await expect(
    startEmailUpdate({ storage, ...base, session: social, newEmail: 'ada@example.com' }),
  ).rejects.toMatchObject({ code: 'email_update_not_allowed' })
  await expect(
    verifyEmailUpdateCode({ storage, ...base, session: social, step: 'primary', code: '123456' }),
  ).rejects.toMatchObject({ code: 'email_update_not_allowed' })
})
