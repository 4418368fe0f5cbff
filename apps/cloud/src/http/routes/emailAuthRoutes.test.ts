import { afterEach, expect, it, vi } from 'vitest'
import { callSecureRoute } from '../../testing/callSecureRoute.js'
import { SIX_WRONG_GUESSES } from '../../testing/sixWrongGuesses.js'
import { useEmailAuthCloud } from '../../testing/useEmailAuthCloud.js'

const SECURE_ORIGIN = 'http://127.0.0.1:4410'
const world = useEmailAuthCloud(SECURE_ORIGIN)

/** The frame's id of the device these tests log in from. */
const DEVICE = 'd'.repeat(43)
const call = callSecureRoute(() => world.cloud.url, SECURE_ORIGIN)
const codeIn = (email: string) => {
  const mail = world.inbox.messages(email).at(-1)
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1]
  if (!code) throw new Error(`no code mailed to ${email}`)
  return code
}
afterEach(() => {
  vi.useRealTimers()
})
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

it('mails a code over SMTP that opens a session once, and refuses a second request within 30 s with the seconds left', async () => {
  const email = 'Ada@Example.com'
  expect((await call('POST', '/auth/v1/email/code', { body: { email, deviceId: DEVICE } })).status).toBe(200)
  const mail = world.inbox.messages('ada@example.com').at(-1)
  expect(mail?.subject).toMatch(/^\d{6} is your Portico lab login code$/)

  const again = await call('POST', '/auth/v1/email/code', { body: { email, deviceId: DEVICE } })
  expect(again.status).toBe(429)
  expect(again.body.error).toBe('email_cooldown')
  // The exact N against the clock is verifyEmailCode.test.ts's; here only that it is the seconds left.
  const seconds = Number(again.body.message.match(/^Please try again after (\d+) seconds$/)?.[1])
  expect(seconds).toBeGreaterThanOrEqual(1)
  expect(seconds).toBeLessThanOrEqual(30)
  expect(again.body.details.retryAfterSeconds).toBe(seconds)
  expect(world.inbox.messages('ada@example.com')).toHaveLength(1)

  const verified = await call('POST', '/auth/v1/email/verify', {
    body: { email, deviceId: DEVICE, otp: codeIn('ada@example.com') },
  })
  expect(verified.status).toBe(200)
  expect(verified.body).toMatchObject({
    email: 'ada@example.com',
    token: expect.stringMatching(/^[\w-]{43}$/),
  })
  const session = await call('GET', '/auth/v1/session', { token: verified.body.token })
  expect(session.body.email).toBe('ada@example.com')

  const reused = await call('POST', '/auth/v1/email/verify', {
    body: { email, deviceId: DEVICE, otp: codeIn('ada@example.com') },
  })
  expect(reused.status).toBe(400)
  expect(reused.body.error).toBe('invalid_code')

  expect((await call('DELETE', '/auth/v1/session', { token: verified.body.token })).status).toBe(204)
  expect((await call('GET', '/auth/v1/session', { token: verified.body.token })).status).toBe(401)
})

it('locks a code after five wrong attempts, even against the right code', async () => {
  const email = 'brute@example.com'
  await call('POST', '/auth/v1/email/code', { body: { email, deviceId: DEVICE } })
  const code = codeIn(email)
  const answers = []
  for (let attempt = 0; attempt < 5; attempt++)
    answers.push(
      await call('POST', '/auth/v1/email/verify', {
        body: { email, deviceId: DEVICE, otp: wrongCode(code) },
      }),
    )
  expect(answers.map((answer) => answer.body.error)).toEqual([
    'invalid_code',
    'invalid_code',
    'invalid_code',
    'invalid_code',
    'locked_code',
  ])
  expect(answers.map((answer) => answer.body.details?.attemptsLeft)).toEqual([4, 3, 2, 1, undefined])
  const right = await call('POST', '/auth/v1/email/verify', { body: { email, deviceId: DEVICE, otp: code } })
  expect(right.body.error).toBe('locked_code')
})

it('keeps the auth share once and releases it only to a session of its e-mail', async () => {
  const email = 'share@example.com'
  await call('POST', '/auth/v1/email/code', { body: { email, deviceId: DEVICE } })
  const { token } = (
    await call('POST', '/auth/v1/email/verify', { body: { email, deviceId: DEVICE, otp: codeIn(email) } })
  ).body
  const wallet = {
    share: 'AbC-_123',
    addresses: { eip155: `0x${'ab'.repeat(20)}`, solana: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T' },
  }
  // Before the wallet exists: an ordinary answer to the frame that asks so, a 404 to an older frame.
  const none = await call('GET', '/auth/v1/share?missing=null', { token })
  expect(none.status).toBe(200)
  expect(none.body).toEqual({ share: null })
  expect((await call('GET', '/auth/v1/share', { token })).status).toBe(404)
  expect((await call('GET', '/auth/v1/share?missing=nope', { token })).status).toBe(400)
  expect((await call('GET', '/auth/v1/share?missing=null')).status).toBe(401)
  expect((await call('PUT', '/auth/v1/share', { token, body: wallet })).status).toBe(201)
  const replaced = await call('PUT', '/auth/v1/share', { token, body: { ...wallet, share: 'other' } })
  expect(replaced.status).toBe(409)
  expect((await call('GET', '/auth/v1/share', { token })).body).toEqual(wallet)
  expect((await call('GET', '/auth/v1/share?missing=null', { token })).body).toEqual(wallet)
  expect((await call('GET', '/auth/v1/share')).status).toBe(401)
  expect((await call('GET', '/auth/v1/share', { token: 'x'.repeat(43) })).status).toBe(401)
})

it('answers only the secure site, and checks every input', async () => {
  const dapp = await call('POST', '/auth/v1/email/code', {
    body: { email: 'x@example.com', deviceId: DEVICE },
    origin: 'http://127.0.0.1:5173',
  })
  expect(dapp.status).toBe(403)
  expect(dapp.body.error).toBe('secure_origin_required')
  expect(
    (
      await call('POST', '/auth/v1/email/code', {
        body: { email: 'x@example.com', deviceId: DEVICE },
        origin: null,
      })
    ).status,
  ).toBe(403)
  const invalid = await call('POST', '/auth/v1/email/code', {
    body: { email: 'not-an-email', deviceId: DEVICE },
  })
  expect(invalid.status).toBe(400)
  expect(JSON.stringify(invalid.body.details)).toContain('Invalid e-mail')
  expect(
    (await call('POST', '/auth/v1/email/code', { body: { email: 'a@b.co', deviceId: DEVICE, extra: 1 } }))
      .status,
  ).toBe(400)
  expect(
    (
      await call('POST', '/auth/v1/email/verify', {
        body: { email: 'a@b.co', deviceId: DEVICE, otp: 123456 },
      })
    ).status,
  ).toBe(400)
  expect(
    (
      await call('POST', '/auth/v1/email/verify', {
        body: { email: 'a@b.co', deviceId: DEVICE, otp: '12345' },
      })
    ).status,
  ).toBe(400)
  expect(world.inbox.messages('x@example.com')).toEqual([])
})

it("never lets a stranger's wrong guesses lock the owner's code: they lock only the stranger", async () => {
  const email = 'victim@example.com'
  const STRANGER = 'S'.repeat(43)
  const guess = (deviceId: string, otp: string) =>
    call('POST', '/auth/v1/email/verify', { body: { email, deviceId, otp } })
  await call('POST', '/auth/v1/email/code', { body: { email, deviceId: DEVICE } })
  const code = codeIn(email)
  // A stranger's device that asked for no code has nothing to guess, the right code included.
  const blind = []
  for (let attempt = 0; attempt < 6; attempt++) blind.push((await guess(STRANGER, wrongCode(code))).body)
  blind.push((await guess(STRANGER, code)).body)
  expect(blind).toEqual(
    Array(7).fill(expect.objectContaining({ error: 'invalid_code', details: { attemptsLeft: 0 } })),
  )

  // Past the cooldown (the cloud runs in this process: its clock moves with the fake Date), the stranger asks for a
  // code of its own, which goes to the victim's mailbox; its guesses lock that one only.
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
  vi.setSystemTime(Date.now() + 31_000)
  expect((await call('POST', '/auth/v1/email/code', { body: { email, deviceId: STRANGER } })).status).toBe(
    200,
  )
  const strangers = []
  for (let attempt = 0; attempt < 6; attempt++)
    strangers.push((await guess(STRANGER, wrongCode(code))).body.error)
  expect(strangers).toEqual([...SIX_WRONG_GUESSES])

  // The owner's device, which asked for the first code, still has all its attempts, and the code works.
  expect((await guess(DEVICE, wrongCode(code))).body.details.attemptsLeft).toBe(4)
  expect((await guess(DEVICE, code)).status).toBe(200)
})

it('keeps the 30 s cooldown per mailbox: upper case and a +tag are the same mailbox, and get no mail', async () => {
  const asked = await call('POST', '/auth/v1/email/code', {
    body: { email: 'tagged@example.com', deviceId: DEVICE },
  })
  expect(asked.status).toBe(200)
  for (const alias of ['tagged+1@example.com', 'Tagged+promo@Example.com']) {
    const again = await call('POST', '/auth/v1/email/code', {
      body: { email: alias, deviceId: 'e'.repeat(43) },
    })
    expect(again.status).toBe(429)
    expect(again.body.error).toBe('email_cooldown')
    expect(again.headers.get('retry-after')).toBe(String(again.body.details.retryAfterSeconds))
    expect(world.inbox.messages(alias.toLowerCase())).toEqual([])
  }
  // A dot is another mailbox for the cooldown (only some providers ignore dots).
  expect(
    (await call('POST', '/auth/v1/email/code', { body: { email: 'tag.ged@example.com', deviceId: DEVICE } }))
      .status,
  ).toBe(200)
})
