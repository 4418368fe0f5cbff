import { labTestWallet } from '../src/configs/labTestWallet.js'
import { expect, test } from './world/labTest.js'

const secondWallet = {
  uuid: '0d6f3e52-1c8a-4f7b-b0b2-5e9a7c4d2e11',
  name: 'Second Test Wallet',
  rdns: 'dev.portico.second',
}

test.describe('two announced wallets, the first also as window.ethereum', () => {
  test.use({ labWallets: { announced: [labTestWallet, secondWallet], windowEthereum: true } })

  test('lists each wallet once', async ({ lab, modal, validator, page }) => {
    await lab.goto()
    expect(await page.evaluate(() => 'ethereum' in window)).toBe(true)
    await modal.open()
    await validator.expectView('Connect')
    await expect(modal.walletRow(labTestWallet.rdns)).toHaveCount(1)
    await expect(modal.walletRow(secondWallet.rdns)).toHaveCount(1)
    await validator.expectNoDuplicateWalletRows()
    await expect(modal.walletRows().filter({ hasText: labTestWallet.name })).toHaveCount(1)
  })

  test('connects the second wallet', async ({ lab, modal, validator, account }) => {
    await lab.goto()
    await modal.open()
    await modal.selectWallet(secondWallet.rdns)
    await validator.expectConnected(account.address)
    await expect(lab.events('CONNECT_SUCCESS')).toContainText(secondWallet.name)
  })
})
