import { labTestWallet } from '../src/configs/labTestWallet.js'
import { AllWalletsPanel } from './pages/AllWalletsPanel.js'
import { expect, test } from './world/labTest.js'

test.use({ labConfig: 'connect-switches' })

test('the terms box comes first, the wallets wait behind one entry, and WalletConnect stays hidden', async ({
  lab,
  modal,
  page,
  validator,
}) => {
  await lab.goto()
  await modal.open()
  await validator.expectView('Connect')
  const box = page.getByRole('checkbox', { name: 'I agree to the Terms of Service and the Privacy Policy' })
  await expect(box).not.toBeChecked()
  await expect(page.getByTestId('legal-terms')).toHaveAttribute('href', 'https://example.com/terms')
  await expect(page.getByTestId('legal-privacy')).toHaveAttribute('href', 'https://example.com/privacy')
  const entry = page.getByRole('button', { name: 'Continue with a wallet' })
  await expect(entry).toBeDisabled()
  await expect(modal.walletRow(labTestWallet.rdns)).toHaveCount(0)

  await box.check()
  await expect(entry).toBeEnabled()
  await entry.click()
  await expect(modal.walletRow(labTestWallet.rdns)).toBeVisible()
  await expect(modal.walletRow('walletconnect')).toHaveCount(0)

  // AllWallets lists the installed wallet only: the registry's wallets would need WalletConnect.
  const allWallets = new AllWalletsPanel(page)
  await allWallets.openFromConnect()
  await expect(allWallets.list).toHaveAttribute('data-state', 'unavailable')
  expect(await allWallets.rowKeys()).toEqual([labTestWallet.rdns])
  await modal.backButton.click()

  await page.getByRole('button', { name: 'Continue with a wallet' }).click()
  await modal.selectWallet(labTestWallet.rdns)
  await modal.expectConnected()

  // The next visit finds the box ticked.
  await lab.reload()
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('@portico/legal_accepted')))
    .toBe('true')
})

test('the wallet guide leads to AllWallets, which waits for the same terms box before any wallet connects', async ({
  lab,
  modal,
  page,
  validator,
}) => {
  await lab.goto()
  await modal.open()
  await validator.expectView('Connect')
  // The guide sits outside the connect methods the box holds back: its way to the wallets must not get round it.
  await page.getByTestId('wallet-guide-start').click()
  await validator.expectView('WhatIsAWallet')
  await page.getByTestId('wallet-guide-get').click()
  await validator.expectView('AllWallets')
  const box = page.getByRole('checkbox', { name: 'I agree to the Terms of Service and the Privacy Policy' })
  await expect(box).not.toBeChecked()
  const row = modal.walletRow(labTestWallet.rdns)
  await expect(row).toBeDisabled()
  await row.click({ force: true })
  await validator.expectView('AllWallets')
  await expect(lab.field('portico-status')).toHaveText('disconnected')

  await box.check()
  await expect(row).toBeEnabled()
  await modal.selectWallet(labTestWallet.rdns)
  await modal.expectConnected()
})
