import { codesFor, loginAgainByEmail, loginByEmail, waitForCode, wrongCode } from './world/embeddedLogin.js'
import { expect, type Page, test } from './world/labTest.js'

/** The auth connector's EVM address in the page's state (the active namespace may be Solana's after a login). */
function evmAddress(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      (
        window as unknown as {
          __porticoLab: {
            portico: { state: { chains: { eip155?: { accountState: { address?: string } } } } }
          }
        }
      ).__porticoLab.portico.state.chains.eip155?.accountState.address ?? '',
  )
}

// The widget's gap between two login e-mails from one browser, 2 s instead of 30 (`timeouts.emailCooldownMs`):
// the test logs this browser in again, and email-login.spec.ts checks the 30 s itself.
test.use({ labConfig: 'email-login', labQuery: '&emailCooldownMs=2000' })

test('changes the e-mail from the Account view with a code to the old address and one to the new; a later login uses the new e-mail', async ({
  lab,
  modal,
  page,
}, testInfo) => {
  const stamp = `${testInfo.workerIndex}-${Date.now()}`
  // Both over 30 characters: shown shortened with '...' (docs/behaviour.md#validation).
  const oldEmail = `old-${stamp}@example.com`
  const newEmail = `new-${stamp}@example.com`
  const address = await loginByEmail(lab, modal, page, oldEmail)

  await modal.open()
  await modal.expectView('Account')
  await page.getByTestId('account-feature-embeddedWallet').click()
  await modal.expectView('UpdateEmailWallet')
  await expect(page.getByTestId('update-email-current')).toHaveText(
    `Your email is ${oldEmail.slice(0, 27)}...`,
  )
  const input = page.getByTestId('update-email-input')
  await input.fill('not-an-email')
  await page.getByTestId('update-email-submit').click()
  await expect(page.getByTestId('update-email-error')).toHaveText('Invalid e-mail')

  await input.fill(newEmail)
  await page.getByTestId('update-email-submit').click()
  const view = page.getByTestId('update-email-view')
  await expect(view).toHaveAttribute('data-state', 'primary')
  await expect(view).toContainText(`enter the code we sent to ${oldEmail.slice(0, 27)}...`)
  const primary = await waitForCode(oldEmail, 2)
  expect(await codesFor(newEmail)).toEqual([])

  // A wrong code is refused and the field empties; a new code within 30 s says how long to wait.
  await page.getByTestId('otp-input').fill(wrongCode(primary))
  await expect(page.getByTestId('update-email-error')).toHaveText('Invalid code')
  await expect(page.getByTestId('otp-input')).toHaveValue('')
  await page.getByTestId('update-email-resend').click()
  await expect(page.getByTestId('update-email-error')).toHaveText(
    /^Please try again after ([1-9]|[12]\d|30) seconds$/,
  )
  expect(await codesFor(oldEmail)).toHaveLength(2)

  await page.getByTestId('otp-input').fill(primary)
  await expect(view).toHaveAttribute('data-state', 'secondary')
  await expect(view).toContainText(`enter the code we sent to your new email ${newEmail.slice(0, 27)}...`)
  await page.getByTestId('otp-input').fill(await waitForCode(newEmail, 1))
  await expect(view).toHaveAttribute('data-state', 'done')
  await expect(page.getByTestId('update-email-success')).toHaveText(
    `Your email is now ${newEmail.slice(0, 27)}...`,
  )
  // docs/behaviour.md#state: the stored e-mail is the new one.
  expect(await page.evaluate(() => localStorage.getItem('@portico/email'))).toContain(newEmail)
  await page.getByTestId('update-email-done').click()
  await modal.expectView('Account')

  // Still the same wallet, and the next login takes the new e-mail to it.
  await modal.disconnect()
  await expect(lab.field('portico-status')).toHaveText('disconnected')
  await loginAgainByEmail(lab, modal, page, newEmail, 2)
  await expect.poll(() => evmAddress(page)).toBe(address)
})
