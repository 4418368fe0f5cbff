import {
  codesFor,
  loginOnAnotherDevice,
  submitEmailPastCooldown,
  waitForCode,
  waitForDeviceLink,
} from './world/embeddedLogin.js'
import { expect, test } from './world/labTest.js'

test.use({ labConfig: 'email-login' })

test('a device the e-mail has not used is approved from the mailed link first; then the code is mailed and the login goes on', async ({
  lab,
  modal,
  page,
  context,
}, testInfo) => {
  const email = `device-${testInfo.workerIndex}-${Date.now()}@example.com`
  // The e-mail logged in before on another device: this browser (a fresh profile) is a new device to the cloud.
  await loginOnAnotherDevice(email)
  await lab.goto()
  await modal.open()
  await submitEmailPastCooldown(page, email)
  await modal.expectView('EmailLogin')
  // The widget shows the code step, as for any e-mail: the cloud's answer tells nobody whether the e-mail has a
  // wallet. The mail says what to do: approve this device first.
  const view = page.getByTestId('email-login-view')
  await expect(view).toHaveAttribute('data-state', 'otp')
  const link = await waitForDeviceLink(email)
  // No code was mailed for this device: only the link.
  expect(await codesFor(email)).toEqual([expect.stringMatching(/^\d{6}$/), ''])

  // The visitor opens the mail's link in another tab; opening shows what it approves, Approve approves.
  const mail = await context.newPage()
  await mail.goto(link)
  await expect(mail.locator('main')).toHaveAttribute('data-state', 'pending')
  await expect(mail.locator('main')).toContainText(email)
  await mail.getByRole('button', { name: 'Approve this device' }).click()
  await expect(mail.locator('main')).toHaveAttribute('data-state', 'approved')
  // A second use of the link is refused.
  await mail.goto(link)
  await expect(mail.locator('main')).toHaveAttribute('data-state', 'invalid')
  await mail.close()

  // Approving mailed this device its code; typed in the code field, the login connects.
  await page.getByTestId('otp-input').fill(await waitForCode(email, 3))
  await expect(lab.field('portico-status')).toHaveText('connected')
  await modal.expectClosed()
  await expect(lab.field('portico-address')).toHaveText(/^0x[0-9a-fA-F]{40}$/)
})
