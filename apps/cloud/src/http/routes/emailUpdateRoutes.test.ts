import { expect, it } from 'vitest'
import { LAB_PROJECT_ID } from '../../projects/seededProjects.js'
import { useEmailAuthCloud } from '../../testing/useEmailAuthCloud.js'

const SECURE_ORIGIN = 'http://127.0.0.1:4410'
const world = useEmailAuthCloud(SECURE_ORIGIN)
/** The frame's id of the device these tests log in from. */
const DEVICE = 'd'.repeat(43)

const call = async (
  method: string,
  path: string,
  { body, origin = SECURE_ORIGIN, token }: { body?: unknown; origin?: string; token?: string } = {},
) => {
  const headers: Record<string, string> = { 'content-type': 'application/json', origin }
  if (token) headers.authorization = `Bearer ${token}`
  const response = await fetch(`${world.cloud.url}${path}?projectId=${LAB_PROJECT_ID}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  // biome-ignore lint/suspicious/noExplicitAny: shapes are asserted with expect
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as any }
}
const codeIn = (email: string, count: number) => {
  const mails = world.inbox.messages(email)
  expect(mails).toHaveLength(count)
  const code = mails.at(-1)?.text.match(/\b(\d{6})\b/)?.[1]
  if (!code) throw new Error(`no code mailed to ${email}`)
  return code
}
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')
const wallet = {
  share: 'AbC-_123',
  addresses: { eip155: `0x${'cd'.repeat(20)}`, solana: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T' },
}

/** Logs `email` in (its `mailsBefore`+1-th mail) and returns the session's token. */
async function login(email: string, mailsBefore = 0): Promise<string> {
  expect((await call('POST', '/auth/v1/email/code', { body: { email, deviceId: DEVICE } })).status).toBe(200)
  const verified = await call('POST', '/auth/v1/email/verify', {
    body: { email, deviceId: DEVICE, otp: codeIn(email, mailsBefore + 1) },
  })
  expect(verified.status).toBe(200)
  return verified.body.token
}

it('moves the wallet to the new e-mail after a code to the old and one to the new, under the login limits', async () => {
  const token = await login('old@example.com')
  expect((await call('PUT', '/auth/v1/share', { token, body: wallet })).status).toBe(201)

  const started = await call('POST', '/auth/v1/email/update', { token, body: { email: 'New@Example.com' } })
  expect(started.status).toBe(200)
  const primary = codeIn('old@example.com', 2)
  expect(world.inbox.messages('old@example.com').at(-1)?.text).toContain('new@example.com')
  expect(world.inbox.messages('new@example.com')).toEqual([])

  // The login's cooldown: a new request within 30 s is refused with the seconds left.
  const again = await call('POST', '/auth/v1/email/update', { token, body: { email: 'new@example.com' } })
  expect(again.status).toBe(429)
  expect(again.body.message).toMatch(/^Please try again after ([1-9]|[12]\d|30) seconds$/)
  codeIn('old@example.com', 2)

  // The secondary step is not due yet; a wrong primary code counts.
  const early = await call('POST', '/auth/v1/email/update/secondary', { token, body: { otp: primary } })
  expect(early.body.error).toBe('invalid_code')
  const wrong = await call('POST', '/auth/v1/email/update/primary', {
    token,
    body: { otp: wrongCode(primary) },
  })
  expect(wrong.body).toMatchObject({ error: 'invalid_code', details: { attemptsLeft: 4 } })

  const first = await call('POST', '/auth/v1/email/update/primary', { token, body: { otp: primary } })
  expect(first.body).toEqual({ email: 'old@example.com', newEmail: 'new@example.com' })
  const secondary = codeIn('new@example.com', 1)
  // Single use: the primary code does not work twice.
  const reused = await call('POST', '/auth/v1/email/update/primary', { token, body: { otp: primary } })
  expect(reused.body.error).toBe('invalid_code')

  const done = await call('POST', '/auth/v1/email/update/secondary', { token, body: { otp: secondary } })
  expect(done.body).toEqual({ email: 'new@example.com', newEmail: 'new@example.com' })
  expect((await call('GET', '/auth/v1/session', { token })).body.email).toBe('new@example.com')
  expect((await call('GET', '/auth/v1/share', { token })).body).toEqual(wallet)
  const replayed = await call('POST', '/auth/v1/email/update/secondary', { token, body: { otp: secondary } })
  expect(replayed.body.error).toBe('invalid_code')

  // A later login uses the new e-mail and finds the same wallet (the old e-mail's: verifyEmailUpdateCode.test.ts).
  const newToken = await login('new@example.com', 1)
  expect((await call('GET', '/auth/v1/share', { token: newToken })).body).toEqual(wallet)
})

it('locks the new e-mail code after five wrong attempts, even against the right code', async () => {
  const token = await login('lock-old@example.com')
  await call('POST', '/auth/v1/email/update', { token, body: { email: 'lock-new@example.com' } })
  await call('POST', '/auth/v1/email/update/primary', {
    token,
    body: { otp: codeIn('lock-old@example.com', 2) },
  })
  const code = codeIn('lock-new@example.com', 1)
  const errors = []
  for (let attempt = 0; attempt < 5; attempt++)
    errors.push(
      (await call('POST', '/auth/v1/email/update/secondary', { token, body: { otp: wrongCode(code) } })).body
        .error,
    )
  expect(errors).toEqual(['invalid_code', 'invalid_code', 'invalid_code', 'invalid_code', 'locked_code'])
  const right = await call('POST', '/auth/v1/email/update/secondary', { token, body: { otp: code } })
  expect(right.body.error).toBe('locked_code')
  expect((await call('GET', '/auth/v1/session', { token })).body.email).toBe('lock-old@example.com')
})

it('refuses the same e-mail, an e-mail of another wallet, a bad e-mail, no session, and the dapp origin', async () => {
  const token = await login('keep@example.com')
  const other = await login('other@example.com')
  expect((await call('PUT', '/auth/v1/share', { token: other, body: wallet })).status).toBe(201)

  const same = await call('POST', '/auth/v1/email/update', { token, body: { email: 'Keep@example.com' } })
  expect(same.body).toMatchObject({ error: 'same_email', message: 'This is your e-mail already' })
  const taken = await call('POST', '/auth/v1/email/update', { token, body: { email: 'other@example.com' } })
  expect(taken.status).toBe(409)
  expect(taken.body.message).toBe('This e-mail belongs to another wallet')
  const invalid = await call('POST', '/auth/v1/email/update', { token, body: { email: 'nope' } })
  expect(invalid.status).toBe(400)
  expect(JSON.stringify(invalid.body.details)).toContain('Invalid e-mail')
  expect(
    (await call('POST', '/auth/v1/email/update', { body: { email: 'x@example.com', deviceId: DEVICE } }))
      .status,
  ).toBe(401)
  const dapp = await call('POST', '/auth/v1/email/update', {
    token,
    body: { email: 'x@example.com', deviceId: DEVICE },
    origin: 'http://127.0.0.1:5173',
  })
  expect(dapp.status).toBe(403)
  const otp = await call('POST', '/auth/v1/email/update/primary', { token, body: { otp: 123456 } })
  expect(otp.status).toBe(400)
  expect(world.inbox.messages('keep@example.com')).toHaveLength(1)
  expect(world.inbox.messages('x@example.com')).toEqual([])
})
