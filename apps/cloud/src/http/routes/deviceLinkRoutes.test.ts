import { afterEach, expect, it, vi } from 'vitest'
import { LAB_PROJECT_ID } from '../../projects/seededProjects.js'
import { callSecureRoute } from '../../testing/callSecureRoute.js'
import { useEmailAuthCloud } from '../../testing/useEmailAuthCloud.js'

const SECURE_ORIGIN = 'http://127.0.0.1:4410'
const world = useEmailAuthCloud(SECURE_ORIGIN)
const call = callSecureRoute(() => world.cloud.url, SECURE_ORIGIN)

/** Three browser profiles: the frame's random device ids. */
const LAPTOP = 'L'.repeat(43)
const PHONE = 'P'.repeat(43)
const THIEF = 'T'.repeat(43)

const lastMail = (email: string) => world.inbox.messages(email).at(-1)?.text ?? ''
const codeIn = (email: string) => lastMail(email).match(/\b(\d{6})\b/)?.[1] ?? ''
const linkIn = (email: string) => {
  const link = lastMail(email).match(/http\S+\/auth\/v1\/device\/approve\?\S+/)?.[0]
  if (!link) throw new Error(`no device link mailed to ${email}`)
  return link
}
/** Opens the link as a browser does (GET), or presses its Approve button (POST of the form's token). */
const open = async (link: string) => {
  const response = await fetch(link)
  return { status: response.status, html: await response.text(), headers: response.headers }
}
const approve = async (link: string, token = new URL(link).searchParams.get('token') ?? '') => {
  const url = new URL(link)
  url.searchParams.delete('token')
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }),
  })
  return { status: response.status, html: await response.text() }
}
const approved = async (email: string, deviceId: string) =>
  (await call('POST', '/auth/v1/email/device', { body: { email, deviceId } })).body.approved
async function loginFrom(email: string, deviceId: string) {
  const asked = await call('POST', '/auth/v1/email/code', { body: { email, deviceId } })
  expect(asked.body.action).toBe('VERIFY_OTP')
  return call('POST', '/auth/v1/email/verify', { body: { email, deviceId, otp: codeIn(email) } })
}
/** Moves the clock past the mailbox's 30 s cooldown (the cloud runs in this process; timers stay real). */
const pastCooldown = () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
  vi.setSystemTime(Date.now() + 31_000)
}
afterEach(() => {
  vi.useRealTimers()
})

it('asks a new device to be approved from a mailed link, once, bound to that device, before any code', async () => {
  const email = 'devices@example.com'
  // The e-mail's first device logs in with the code alone and is remembered.
  expect((await loginFrom(email, LAPTOP)).status).toBe(200)

  // A second device gets a link, not a code; the answer is the same as for a code (it tells nobody about the wallet).
  const mailsBefore = world.inbox.messages(email).length
  pastCooldown()
  const asked = await call('POST', '/auth/v1/email/code', { body: { email, deviceId: PHONE } })
  expect(asked.status).toBe(200)
  expect(asked.body).toEqual({ action: 'VERIFY_OTP' })
  expect(world.inbox.messages(email)).toHaveLength(mailsBefore + 1)
  expect(world.inbox.messages(email).at(-1)?.subject).toBe('Approve a new device for Portico lab')
  expect(lastMail(email)).not.toMatch(/\b\d{6}\b/)
  const link = linkIn(email)
  expect(await approved(email, PHONE)).toBe(false)

  // Opening the link (a mail scanner fetching it too) approves nothing: it shows what Approve would do.
  const shown = await open(link)
  expect(shown.status).toBe(200)
  expect(shown.html).toContain('data-state="pending"')
  expect(shown.html).toContain('devices@example.com')
  expect(shown.headers.get('x-frame-options')).toBe('DENY')
  expect(shown.headers.get('referrer-policy')).toBe('no-referrer')
  expect(await approved(email, PHONE)).toBe(false)

  // Approve: only the device the link was mailed for.
  const done = await approve(link)
  expect(done.status).toBe(200)
  expect(done.html).toContain('data-state="approved"')
  expect(await approved(email, PHONE)).toBe(true)
  expect(await approved(email, THIEF)).toBe(false)

  // Single use, both ways of opening it.
  const again = await approve(link)
  expect(again.status).toBe(410)
  expect(again.html).toContain('This link was used already')
  expect((await open(link)).status).toBe(410)

  // Approving mailed the approved device its code (the link's limits stand for the code's cooldown).
  expect(world.inbox.messages(email).at(-1)?.subject).toBe(`${codeIn(email)} is your Portico lab login code`)
  const stolen = await call('POST', '/auth/v1/email/verify', {
    body: { email, deviceId: THIEF, otp: codeIn(email) },
  })
  expect(stolen.body.error).toBe('invalid_code')
  const verified = await call('POST', '/auth/v1/email/verify', {
    body: { email, deviceId: PHONE, otp: codeIn(email) },
  })
  expect(verified.status).toBe(200)
})

it('binds a code to the device it was mailed to: typed on another one it counts as wrong', async () => {
  const email = 'bound@example.com'
  expect((await call('POST', '/auth/v1/email/code', { body: { email, deviceId: PHONE } })).body.action).toBe(
    'VERIFY_OTP',
  )
  const code = codeIn(email)
  const stolen = await call('POST', '/auth/v1/email/verify', { body: { email, deviceId: THIEF, otp: code } })
  expect(stolen.status).toBe(400)
  expect(stolen.body.error).toBe('invalid_code')
  const mine = await call('POST', '/auth/v1/email/verify', { body: { email, deviceId: PHONE, otp: code } })
  expect(mine.status).toBe(200)
  // The device that typed the right code is the e-mail's first device; the thief's is not known.
  expect(await approved(email, PHONE)).toBe(true)
  expect(await approved(email, THIEF)).toBe(false)
})

it('limits device links: 30 s apart per mailbox, and refuses forged, foreign and malformed tokens', async () => {
  const email = 'limits@example.com'
  expect((await loginFrom(email, LAPTOP)).status).toBe(200)
  pastCooldown()
  expect((await call('POST', '/auth/v1/email/code', { body: { email, deviceId: PHONE } })).status).toBe(200)
  const link = linkIn(email)
  const soon = await call('POST', '/auth/v1/email/code', { body: { email, deviceId: THIEF } })
  expect(soon.status).toBe(429)
  expect(soon.body.message).toMatch(/^Please try again after \d+ seconds$/)

  // Forged or malformed tokens, another project's id on a real token.
  const forged = new URL(link)
  forged.searchParams.set('token', 'A'.repeat(43))
  expect((await open(forged.href)).status).toBe(404)
  expect((await approve(link, 'A'.repeat(43))).status).toBe(404)
  expect((await approve(link, '<script>')).status).toBe(404)
  const foreign = new URL(link)
  foreign.searchParams.set('projectId', 'portico-lab-multiwallet')
  expect((await approve(foreign.href)).status).toBe(404)
  expect(await approved(email, PHONE)).toBe(false)

  // The status route answers only the secure site, and checks its input.
  const dapp = await call('POST', '/auth/v1/email/device', {
    body: { email, deviceId: PHONE },
    origin: 'http://127.0.0.1:5173',
  })
  expect(dapp.status).toBe(403)
  expect((await call('POST', '/auth/v1/email/device', { body: { email, deviceId: 'short' } })).status).toBe(
    400,
  )
  expect((await call('POST', '/auth/v1/email/code', { body: { email } })).status).toBe(400)
  expect(new URL(link).searchParams.get('projectId')).toBe(LAB_PROJECT_ID)
})
