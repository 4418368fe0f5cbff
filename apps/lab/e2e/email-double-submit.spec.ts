import { codesFor, waitForCode } from './world/embeddedLogin.js'
import { expect, test } from './world/labTest.js'

test.use({ labConfig: 'email-login' })

test('a double-clicked Continue mails one code and opens the code step without the cooldown text', async ({
  lab,
  modal,
  page,
}, testInfo) => {
  const email = `dbl-${testInfo.workerIndex}-${Date.now()}@example.com`
  await lab.goto()
  await modal.open()
  await modal.expectView('Connect')
  await page.getByTestId('email-input').fill(email)
  // Both clicks in one task, before React draws the button as busy: the fastest double click a visitor makes.
  await page.getByTestId('email-submit').evaluate((button: HTMLElement) => {
    button.click()
    button.click()
  })
  await modal.expectView('EmailLogin')
  const code = await waitForCode(email)
  await expect(page.getByTestId('email-login-view')).toHaveAttribute('data-state', 'otp')
  await expect(page.getByTestId('email-login-error')).toHaveCount(0)
  expect(await codesFor(email)).toHaveLength(1)
  await page.getByTestId('otp-input').fill(code)
  await expect(lab.field('portico-status')).toHaveText('connected')
  await expect(page.getByTestId('email-login-error')).toHaveCount(0)
})
