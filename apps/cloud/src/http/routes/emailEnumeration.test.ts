import { randomBytes } from 'node:crypto'
import { afterEach, expect, it, vi } from 'vitest'
import { callSecureRoute, type RouteAnswer } from '../../testing/callSecureRoute.js'
import { SIX_WRONG_GUESSES } from '../../testing/sixWrongGuesses.js'
import { useEmailAuthCloud } from '../../testing/useEmailAuthCloud.js'

const SECURE_ORIGIN = 'http://127.0.0.1:4410'
const world = useEmailAuthCloud(SECURE_ORIGIN)
const call = callSecureRoute(() => world.cloud.url, SECURE_ORIGIN)

const OWNER = 'O'.repeat(43)
const newDevice = () => randomBytes(32).toString('base64url')
const codeIn = (email: string) =>
  world.inbox
    .messages(email)
    .at(-1)
    ?.text.match(/\b(\d{6})\b/)?.[1] ?? ''

/** What a client can compare of two answers: status, body bytes and every header but the date. */
const seen = (answer: RouteAnswer) => {
  const headers: [string, string][] = []
  answer.headers.forEach((value, name) => {
    if (name !== 'date') headers.push([name, value])
  })
  return { status: answer.status, text: answer.text, headers }
}

/** The cloud runs in this process: its clock moves on with the fake Date (timers stay real). */
const later = (ms: number) => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
  vi.setSystemTime(Date.now() + ms)
}
afterEach(() => {
  vi.useRealTimers()
})

const EMAILS = { withWallet: 'has-wallet@example.com', without: 'nobody@example.com' } as const

/** The same request for an e-mail with a wallet and for one nobody has used, from the device `deviceId`. */
async function bothWays(path: string, body: (email: string) => Record<string, unknown>) {
  return {
    withWallet: seen(await call('POST', path, { body: body(EMAILS.withWallet) })),
    without: seen(await call('POST', path, { body: body(EMAILS.without) })),
  }
}

it('answers alike, byte for byte, whether or not the e-mail has a wallet, and mails each what it needs', async () => {
  // An e-mail with a remembered device (its owner logged in), and one nobody has used.
  await call('POST', '/auth/v1/email/code', { body: { email: EMAILS.withWallet, deviceId: OWNER } })
  const login = await call('POST', '/auth/v1/email/verify', {
    body: { email: EMAILS.withWallet, deviceId: OWNER, otp: codeIn(EMAILS.withWallet) },
  })
  expect(login.status).toBe(200)
  const mailsBefore = world.inbox.messages(EMAILS.withWallet).length
  // Past the mailbox's 30 s cooldown (which any request starts, whoever asks).
  later(31_000)

  // A stranger's device that never asked: not approved, and any code it types is refused the same way.
  const idle = newDevice()
  const device = await bothWays('/auth/v1/email/device', (email) => ({ email, deviceId: idle }))
  expect(device.withWallet).toEqual(device.without)
  expect(JSON.parse(device.without.text)).toEqual({ approved: false })
  const typed = await bothWays('/auth/v1/email/verify', (email) => ({ email, deviceId: idle, otp: '123456' }))
  expect(typed.withWallet).toEqual(typed.without)

  // The stranger asks for a code (as its frame does when an e-mail is typed).
  const stranger = newDevice()
  const code = await bothWays('/auth/v1/email/code', (email) => ({ email, deviceId: stranger }))
  expect(code.withWallet).toEqual(code.without)
  expect(code.without.status).toBe(200)
  expect(JSON.parse(code.without.text)).toEqual({ action: 'VERIFY_OTP' })
  // What differs is only in the mailboxes: a device-approval link to the wallet's owner, a code to the other.
  expect(world.inbox.messages(EMAILS.withWallet)).toHaveLength(mailsBefore + 1)
  expect(world.inbox.messages(EMAILS.withWallet).at(-1)?.subject).toBe('Approve a new device for Portico lab')
  expect(world.inbox.messages(EMAILS.without).at(-1)?.subject).toMatch(
    /^\d{6} is your Portico lab login code$/,
  )

  // Asked again at once: the same cooldown for both.
  const again = await bothWays('/auth/v1/email/code', (email) => ({ email, deviceId: stranger }))
  expect([again.withWallet.status, again.without.status]).toEqual([429, 429])
  expect(JSON.parse(again.withWallet.text).error).toBe('email_cooldown')
  expect(JSON.parse(again.without.text).error).toBe('email_cooldown')

  // Its guesses count down and lock alike (the guess is not the code mailed to the other e-mail).
  const guess = String((Number(codeIn(EMAILS.without)) + 1) % 1_000_000).padStart(6, '0')
  const guesses = { withWallet: [] as unknown[], without: [] as unknown[] }
  for (const key of ['withWallet', 'without'] as const) {
    for (let attempt = 0; attempt < 6; attempt++) {
      guesses[key].push(
        seen(
          await call('POST', '/auth/v1/email/verify', {
            body: { email: EMAILS[key], deviceId: stranger, otp: guess },
          }),
        ),
      )
    }
  }
  expect(guesses.withWallet).toEqual(guesses.without)
  expect(guesses.without.map((answer) => JSON.parse((answer as { text: string }).text).error)).toEqual([
    ...SIX_WRONG_GUESSES,
  ])
})
