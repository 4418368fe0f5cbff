import { expect, test } from './world/labTest.js'

test.describe('WalletConnect with the device clock ahead', () => {
  test.use({ labConfig: 'walletconnect', injectWallets: false })

  test("choosing WalletConnect on a device whose clock is an hour ahead shows 'Session Expired', which asks to check the clock", async ({
    lab,
    modal,
    page,
  }) => {
    // The page's clock an hour ahead of the relay's (which allows 5 minutes of drift); time still runs.
    await page.clock.install({ time: Date.now() + 60 * 60_000 })
    await lab.goto('walletconnect')
    await modal.open()
    await page.getByTestId('wallet-row-walletconnect').click()
    await expect(modal.alert).toContainText('Session Expired')
    await expect(modal.alert).toContainText('device clock')
    await expect(page.getByTestId('walletconnect-error')).toHaveAttribute('data-kind', 'failed')
  })
})
