import type { Page } from '@playwright/test'
import { LOCAL_SOCIAL_USERS } from '@portico/devnet'
import { ModalPage } from '@portico/testing/playwright'
import { LabPage } from './pages/LabPage.js'
import { restoreInFrame, secureFrameOf } from './world/embeddedLogin.js'
import { expect, test } from './world/labTest.js'

test.use({ labConfig: 'social-login' })

/** Logs in with GitHub's second test user (no other spec uses it) through the pop-up. */
async function loginWithGithub(page: Page, modal: ModalPage) {
  const user = LOCAL_SOCIAL_USERS.github[1]
  if (!user) throw new Error('no second GitHub test user')
  await modal.open()
  await modal.expectView('Connect')
  const popupOpened = page.waitForEvent('popup')
  await page.getByTestId('social-github').click()
  const popup = await popupOpened
  await popup.getByRole('button', { name: `Continue as ${user.name}` }).click()
}

test('after a social login, a new browser profile restores the wallet from the exported recovery share: the same address', async ({
  lab,
  modal,
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  // The first device makes the wallet at its first social login and exports the share from Account.
  await lab.goto()
  await loginWithGithub(page, modal)
  await expect(lab.field('portico-status')).toHaveText('connected')
  const address = (await lab.field('portico-address').textContent()) ?? ''
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await modal.open()
  await modal.expectView('Account')
  await page.getByRole('button', { name: 'Export recovery share' }).click()
  const recoveryShare = (await secureFrameOf(page).getByTestId('recovery-share').textContent()) ?? ''
  expect(recoveryShare).toMatch(/^[\w-]{40,}$/)
  await secureFrameOf(page).getByRole('button', { name: 'I saved it' }).click()
  await expect(page.getByTestId('portico-embedded-frame')).toHaveAttribute('data-state', 'hidden')

  // A fresh profile, the same GitHub account: the login is right but this device holds no share, so the frame
  // asks for the recovery share in its own screen; a wrong one is refused, the right one connects.
  const profile = await browser.newContext({ baseURL: new URL(page.url()).origin })
  const other = await profile.newPage()
  const otherLab = new LabPage(other, 'social-login')
  await otherLab.goto()
  await loginWithGithub(other, new ModalPage(other))
  await restoreInFrame(other, otherLab, recoveryShare)
  await expect(otherLab.field('portico-address')).toHaveText(address)
  await profile.close()
})
