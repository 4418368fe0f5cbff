import { expect, test } from './world/labTest.js'
import { readE2eInboxUrl } from './world/readE2eInboxUrl.js'

test.use({ labConfig: 'email-login' })

/** The login codes mailed to `email` so far, newest last (from the run's local SMTP inbox). */
async function codesFor(email: string): Promise<string[]> {
  const response = await fetch(`${readE2eInboxUrl()}/messages?to=${encodeURIComponent(email)}`)
  const messages = (await response.json()) as { text: string }[]
  return messages.map((message) => /\b(\d{6})\b/.exec(message.text)?.[1] ?? '')
}

/** Waits until the inbox holds `count` codes for `email`; returns the newest. */
async function waitForCode(email: string, count = 1): Promise<string> {
  await expect.poll(async () => (await codesFor(email)).length).toBe(count)
  return (await codesFor(email)).at(-1) ?? ''
}

test('the e-mail field checks the format, mails a code, refuses a new one within 30 s with the seconds left, and says a wrong code is wrong', async ({
  lab,
  modal,
  page,
}, testInfo) => {
  const email = `ada-${testInfo.workerIndex}-${Date.now()}@example.com`
  await lab.goto()
  await modal.open()
  await modal.expectView('Connect')
  // The e-mail field comes first (connectMethodsOrder: email, social, wallet).
  await expect(page.getByTestId('connect-view').locator(':scope > *').first()).toHaveAttribute(
    'data-testid',
    'email-field',
  )
  const input = page.getByTestId('email-input')
  await input.fill('not-an-email')
  await page.getByTestId('email-submit').click()
  await expect(page.getByTestId('email-login-error')).toHaveText('Invalid e-mail')

  await input.fill(email)
  const sentAt = Date.now()
  await page.getByTestId('email-submit').click()
  await modal.expectView('EmailLogin')
  // Spec §5: an e-mail over 30 characters is shown shortened with '...'.
  await expect(page.getByTestId('email-login-view')).toContainText(
    `We sent a 6-digit code to ${email.slice(0, 27)}...`,
  )
  const code = await waitForCode(email)

  // A new code within 30 s: refused with the seconds left, rounded up.
  await page.getByTestId('email-login-resend').click()
  const cooldown = page.getByTestId('email-login-error')
  await expect(cooldown).toHaveText(/^Please try again after \d+ seconds$/)
  const seconds = Number(/(\d+)/.exec((await cooldown.textContent()) ?? '')?.[1])
  const elapsed = Math.floor((Date.now() - sentAt) / 1000)
  expect(seconds).toBeLessThanOrEqual(30)
  expect(seconds).toBeGreaterThanOrEqual(30 - elapsed - 1)
  expect(await codesFor(email)).toHaveLength(1)

  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
  await page.getByTestId('otp-input').fill(wrong)
  await expect(page.getByTestId('email-login-error')).toHaveText('Invalid code')
  await expect(page.getByTestId('otp-input')).toHaveValue('')
})
