import { ModalPage } from '@portico/testing/playwright'
import { LabPage } from './pages/LabPage.js'
import { embeddedAddresses } from './world/embeddedAddresses.js'
import {
  loginByEmail,
  restoreInFrame,
  secureFrameOf,
  submitEmailPastCooldown,
  waitForCode,
  waitForDeviceLink,
} from './world/embeddedLogin.js'
import { expect, test } from './world/labTest.js'

test.use({ labConfig: 'email-login' })

test('a new browser profile restores the wallet from the exported recovery share: the same EVM and Solana addresses', async ({
  lab,
  modal,
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000)
  const email = `restore-${testInfo.workerIndex}-${Date.now()}@example.com`
  // The first device makes the wallet; the visitor exports the recovery share, which the frame shows on its own screen.
  await loginByEmail(lab, modal, page, email)
  const made = await embeddedAddresses(page)
  // From the Account view's entry, as a visitor would: the frame shows the share over the modal.
  await modal.open()
  await modal.expectView('Account')
  await page.getByRole('button', { name: 'Export recovery share' }).click()
  await expect(page.getByTestId('portico-embedded-frame')).toHaveAttribute('data-state', 'shown')
  const firstFrame = secureFrameOf(page)
  const recoveryShare = (await firstFrame.getByTestId('recovery-share').textContent()) ?? ''
  expect(recoveryShare).toMatch(/^[\w-]{40,}$/)
  await firstFrame.getByRole('button', { name: 'I saved it' }).click()
  await expect(page.getByTestId('portico-embedded-frame')).toHaveAttribute('data-state', 'hidden')
  await modal.expectView('Account')
  // Saved: the device forgot its copy, so the Account view no longer offers it.
  await expect(page.getByRole('button', { name: 'Change email' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Export recovery share' })).toHaveCount(0)

  // A fresh browser profile: no device share, no session, a device the e-mail has not used.
  const profile = await browser.newContext({ baseURL: new URL(page.url()).origin })
  const other = await profile.newPage()
  const otherLab = new LabPage(other, 'email-login')
  const otherModal = new ModalPage(other)
  await otherLab.goto()
  await otherModal.open()
  await submitEmailPastCooldown(other, email)
  const view = other.getByTestId('email-login-view')
  await expect(view).toHaveAttribute('data-state', 'otp')
  const mail = await profile.newPage()
  await mail.goto(await waitForDeviceLink(email))
  await mail.getByRole('button', { name: 'Approve this device' }).click()
  await expect(mail.locator('main')).toHaveAttribute('data-state', 'approved')
  await mail.close()
  await other.getByTestId('otp-input').fill(await waitForCode(email, 3))

  // The login is right but this device holds no share: the frame asks for the recovery share in its own screen.
  await expect(view).toHaveAttribute('data-state', 'restoring')
  await expect(view).toContainText('Restore your wallet')
  await restoreInFrame(other, otherLab, recoveryShare)
  expect(await embeddedAddresses(other)).toEqual(made)
  // The visitor typed the recovery share on this device: it holds none of its own to export.
  await otherModal.open()
  await otherModal.expectView('Account')
  await expect(other.getByRole('button', { name: 'Change email' })).toBeVisible()
  await expect(other.getByRole('button', { name: 'Export recovery share' })).toHaveCount(0)
  await otherModal.close()
  // The restored device stays connected after a reload, with the same wallet.
  await otherLab.reload()
  await expect(otherLab.field('portico-status')).toHaveText('connected')
  expect(await embeddedAddresses(other)).toEqual(made)
  await profile.close()
})
