import { labTestWallet } from '../src/configs/labTestWallet.js'
import { loginByEmail } from './world/embeddedLogin.js'
import { fundEvmAccount } from './world/fundEvmAccount.js'
import { expect, test } from './world/labTest.js'

// The email-login config's app names the local chains' coin 'LETH' (Local Ether); the cloud's balance data says ETH.
test.use({ labConfig: 'email-login' })

test("the balance shows the network's own coin symbol, not the cloud's", async ({
  lab,
  modal,
  validator,
}) => {
  await lab.goto()
  await modal.connect(labTestWallet.rdns)
  const buttonBalance = modal.page.getByTestId('portico-account-button-balance')
  await expect(buttonBalance).toHaveAttribute('data-state', 'ready')
  await expect(buttonBalance).toHaveText(/^[\d,]+\.\d{3} LETH$/)
  if (!(await modal.isOpen())) await modal.open()
  await validator.expectView('Account')
  await validator.expectBalance(/^[\d,]+\.\d{3} LETH$/)
})

test("after an e-mail login, Account's balance and its Tokens row name the network's coin too", async ({
  lab,
  modal,
  page,
  validator,
  devnet,
}, testInfo) => {
  await lab.goto()
  const address = await loginByEmail(
    lab,
    modal,
    page,
    `leth-${testInfo.workerIndex}-${Date.now()}@example.com`,
  )
  // Two coins for the fresh embedded wallet (anvil_setBalance), and the balance read again.
  await fundEvmAccount(devnet, address, 2n * 10n ** 18n, page)
  await expect(lab.field('portico-balance')).toHaveText('2.000 LETH')
  await modal.open()
  await validator.expectView('Account')
  await validator.expectBalance('2.000 LETH')
  const native = page.getByTestId('account-token').filter({ hasText: 'Local Ether' })
  await expect(native.getByTestId('account-token-quantity')).toHaveText(/^2(\.0+)? LETH$/, {
    timeout: 30_000,
  })
  await expect(page.getByTestId('account-token-quantity').filter({ hasText: / ETH$/ })).toHaveCount(0)
  // The network's icon, from the cloud's image endpoint, fits its 32-pixel place (it once spilled over the view).
  const icon = page.getByTestId('account-view').getByTestId('network-image')
  await expect(icon).toHaveAttribute('data-state', 'image')
  await expect(icon.locator('img')).toHaveJSProperty('complete', true)
  const box = await icon.locator('img').boundingBox()
  expect(box && [Math.round(box.width), Math.round(box.height)]).toEqual([32, 32])
})
