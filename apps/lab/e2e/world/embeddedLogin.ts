import { expect, type Frame, type Page } from '@playwright/test'
import type { LabPage } from '../pages/LabPage.js'
import { readE2eCloudUrl } from './readE2eCloudUrl.js'
import { readE2eInboxUrl } from './readE2eInboxUrl.js'
import { readE2eSecureSiteUrl } from './readE2eSecureSiteUrl.js'

/**
 * The login codes mailed to `email` so far, newest last (from the run's local SMTP inbox, or the HTTP side of another
 * at `inboxUrl`: a spec's own world's).
 */
export async function codesFor(email: string, inboxUrl = readE2eInboxUrl()): Promise<string[]> {
  const response = await fetch(`${inboxUrl}/messages?to=${encodeURIComponent(email)}`)
  const messages = (await response.json()) as { text: string }[]
  return messages.map((message) => /\b(\d{6})\b/.exec(message.text)?.[1] ?? '')
}

/** Waits until the inbox holds `count` codes for `email`; returns the newest. */
export async function waitForCode(email: string, count = 1, inboxUrl?: string): Promise<string> {
  await expect.poll(async () => (await codesFor(email, inboxUrl)).length).toBe(count)
  return (await codesFor(email, inboxUrl)).at(-1) ?? ''
}

/** The modal fixture's part the login uses. */
type Modal = { open(): Promise<void>; expectView(name: string): Promise<void>; expectClosed(): Promise<void> }

/** Opens the lab, asks for a code for `email` and returns once the Connect view's login reached the code step. */
export async function requestEmailCode(
  lab: LabPage,
  modal: Modal,
  page: Page,
  email: string,
  inboxUrl?: string,
): Promise<string> {
  await lab.goto()
  await modal.open()
  await modal.expectView('Connect')
  await page.getByTestId('email-input').fill(email)
  await page.getByTestId('email-submit').click()
  await modal.expectView('EmailLogin')
  return waitForCode(email, 1, inboxUrl)
}

/** Logs `email` in through the embedded wallet (the code read from the inbox); returns the EVM address shown. */
export async function loginByEmail(
  lab: LabPage,
  modal: Modal,
  page: Page,
  email: string,
  inboxUrl?: string,
): Promise<string> {
  const code = await requestEmailCode(lab, modal, page, email, inboxUrl)
  await page.getByTestId('otp-input').fill(code)
  await expect(lab.field('portico-status')).toHaveText('connected')
  await modal.expectClosed()
  return (await lab.field('portico-address').textContent()) ?? ''
}

/** The secure site's frame inside `page` (Playwright's handle: the test's own access, not the page's). */
export function secureFrameOf(page: Page): Frame {
  const origin = new URL(readE2eSecureSiteUrl()).origin
  const frame = page.frames().find((candidate) => candidate.url().startsWith(`${origin}/`))
  if (!frame) throw new Error('The secure frame is not in the page')
  return frame
}

/** Another 6-digit code than `code` (a wrong code to type). */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0')
}

/**
 * Logs `email` in again on the page as it is (no reload), its `count`-th mailed code the login's: within 30 s of
 * this browser's last login request the widget refuses a new one (docs/behaviour.md#validation; a spec shortens it with
 * `labQuery: '&emailCooldownMs=2000'`), so the e-mail is submitted again until the cooldown is over, as a visitor would.
 */
export async function loginAgainByEmail(
  lab: LabPage,
  modal: Modal,
  page: Page,
  email: string,
  count: number,
): Promise<void> {
  await modal.open()
  await submitEmailPastCooldown(page, email)
  await page.getByTestId('otp-input').fill(await waitForCode(email, count))
  await expect(lab.field('portico-status')).toHaveText('connected')
}

/**
 * Submits `email` in the open Connect view until the cloud mails, that is until the EmailLogin view shows: within
 * the cooldown after another login mail to the same mailbox (from any device; 30 s, the e2e cloud's 2 s:
 * LOGIN_MAIL_COOLDOWN_SECONDS in the global setup) the cloud answers 'Please try again after N seconds', as a
 * visitor would see it.
 */
export async function submitEmailPastCooldown(page: Page, email: string): Promise<void> {
  const modal = page.getByTestId('portico-modal')
  await page.getByTestId('email-input').fill(email)
  await expect(async () => {
    // A request slower than the check below leaves the button busy and then gone with the Connect view: clicked
    // again only while Connect shows, and never waiting long for it, else the click outlives the test.
    if ((await modal.getAttribute('data-view')) === 'Connect') {
      await page.getByTestId('email-submit').click({ timeout: 2_000 })
    }
    await expect(modal).toHaveAttribute('data-view', 'EmailLogin', { timeout: 2_000 })
  }).toPass({ timeout: 45_000 })
}

/** Waits until the inbox holds a device-approval link for `email` (mailed for a device it has not used); returns it. */
export async function waitForDeviceLink(email: string): Promise<string> {
  const links = async () => {
    const response = await fetch(`${readE2eInboxUrl()}/messages?to=${encodeURIComponent(email)}`)
    const messages = (await response.json()) as { text: string }[]
    return messages.flatMap((message) => /http\S+\/auth\/v1\/device\/approve\?\S+/.exec(message.text) ?? [])
  }
  await expect.poll(async () => (await links()).length).toBeGreaterThan(0)
  return (await links()).at(-1) ?? ''
}

/**
 * Logs `email` in on another device than the test's browser, as that device's frame would (the cloud's login
 * routes with the secure site's Origin and a device id of its own): afterwards the e-mail has a known device, and
 * the test's browser is a new one to it. No wallet is made.
 */
export async function loginOnAnotherDevice(email: string): Promise<void> {
  const origin = new URL(readE2eSecureSiteUrl()).origin
  const deviceId = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url')
  const call = async (path: string, body: unknown) => {
    const response = await fetch(`${readE2eCloudUrl()}${path}?projectId=portico-lab`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    expect(response.status).toBe(200)
  }
  await call('/auth/v1/email/code', { email, deviceId })
  await call('/auth/v1/email/verify', { email, deviceId, otp: await waitForCode(email) })
}

/**
 * On a device that holds no share of the wallet, the frame's restore screen (shown over the modal): a wrong share is
 * refused with the frame's text, then `share` restores the wallet and the lab says connected.
 */
export async function restoreInFrame(page: Page, lab: LabPage, share: string): Promise<void> {
  await expect(page.getByTestId('portico-embedded-frame')).toHaveAttribute('data-state', 'shown')
  const frame = secureFrameOf(page)
  await frame.getByTestId('recovery-input').fill('not-a-share')
  await frame.getByRole('button', { name: 'Restore' }).click()
  await expect(frame.getByTestId('recovery-error')).toHaveText(
    'This recovery share does not belong to this wallet',
  )
  await frame.getByTestId('recovery-input').fill(share)
  await frame.getByRole('button', { name: 'Restore' }).click()
  await expect(lab.field('portico-status')).toHaveText('connected')
  await expect(page.getByTestId('portico-embedded-frame')).toHaveAttribute('data-state', 'hidden')
}
