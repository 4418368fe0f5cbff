import { labTestWallet } from '../src/configs/labTestWallet.js'
import { AllWalletsPanel } from './pages/AllWalletsPanel.js'
import { expect, test } from './world/labTest.js'
import { seriousViolations } from './world/seriousViolations.js'

test.describe('the wallet guide', () => {
  test.use({ labConfig: 'evm-default' })

  test("'Get started' under the wallets explains what a wallet is and leads to the wallets to get one", async ({
    lab,
    modal,
    page,
    validator,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await lab.goto()
    await modal.open()
    await validator.expectView('Connect')
    await expect(page.getByTestId('wallet-guide')).toContainText("Haven't got a wallet?")
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Get started' }).click()
    await validator.expectView('WhatIsAWallet')
    await expect(modal.root.getByRole('heading', { name: 'What is a wallet?' })).toBeVisible()
    await expect(page.getByTestId('wallet-guide-sign-in')).toContainText('One sign-in for every app')
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Get a wallet' }).click()
    await validator.expectView('AllWallets')
    await expect(new AllWalletsPanel(page).list).toBeVisible()
  })
})

test.describe('enableWallets: false', () => {
  test.use({ labConfig: 'wallets-off' })

  test('Connect offers the e-mail field only, with a wallet installed', async ({
    lab,
    modal,
    page,
    validator,
  }) => {
    await lab.goto()
    await modal.open()
    await validator.expectView('Connect')
    await expect(page.getByTestId('email-input')).toBeVisible()
    await expect(modal.walletRow(labTestWallet.rdns)).toHaveCount(0)
    await expect(modal.walletRows()).toHaveCount(0)
    await expect(page.getByTestId('all-wallets-button')).toHaveCount(0)
    await expect(page.getByTestId('wallet-guide')).toHaveCount(0)
  })
})

test.describe('debug: false', () => {
  test.use({ labConfig: 'debug-off' })

  test("the cloud's 'Invalid Project ID' is an ALERT event only, never shown to the visitor", async ({
    lab,
    modal,
  }) => {
    await lab.goto()
    await modal.open()
    await expect(lab.events('ALERT')).toContainText('INVALID_PROJECT_ID')
    await expect(modal.view).toHaveAttribute('data-state', 'ready')
    await expect(modal.alert).toHaveCount(0)
  })
})
