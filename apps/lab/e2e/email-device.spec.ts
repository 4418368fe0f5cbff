import { codesFor, loginOnAnotherDevice, waitForCode, waitForDeviceLink } from './world/embeddedLogin.js'
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
  await page.getByTestId('email-input').fill(email)
  await page.getByTestId('email-submit').click()
  await modal.expectView('EmailLogin')
  const view = page.getByTestId('email-login-view')
  await expect(view).toHaveAttribute('data-state', 'device')
  await expect(view).toContainText('Approve this device')
  await expect(view).toContainText('Open the link we sent to')
  const link = await waitForDeviceLink(email)
  // No code was mailed for this device: only the link.
  expect(await codesFor(email)).toEqual([expect.stringMatching(/^\d{6}$/), ''])

  // The visitor opens the mail's link in another tab; opening shows what it approves, Approve approves.
  const mail = await context.newPage()
  await mail.goto(link)
  await expect(mail.locator('main')).toHaveAttribute('data-state', 'pending')
  await expect(mail.locator('main')).toContainText(email)
  await expect(view).toHaveAttribute('data-state', 'device')
  await mail.getByRole('button', { name: 'Approve this device' }).click()
  await expect(mail.locator('main')).toHaveAttribute('data-state', 'approved')
  // A second use of the link is refused.
  await mail.goto(link)
  await expect(mail.locator('main')).toHaveAttribute('data-state', 'invalid')
  await mail.close()

  // The widget goes on by itself to the code that approving mailed, and the login connects.
  await expect(view).toHaveAttribute('data-state', 'otp', { timeout: 30_000 })
  await page.getByTestId('otp-input').fill(await waitForCode(email, 3))
  await expect(lab.field('portico-status')).toHaveText('connected')
  await modal.expectClosed()
  await expect(lab.field('portico-address')).toHaveText(/^0x[0-9a-fA-F]{40}$/)
})
