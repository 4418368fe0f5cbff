import { labTestWallet } from '../src/configs/labTestWallet.js'
import { expect, test } from './world/labTest.js'

test("connects through the injected wallet; Portico and the app's wagmi agree", async ({
  lab,
  modal,
  validator,
  account,
  page,
}) => {
  await lab.goto()
  await modal.open()
  await validator.expectView('Connect')
  await modal.selectWallet(labTestWallet.rdns)
  await validator.expectConnected(account.address)
  await lab.expectAgreement(account.address, 31337)
  await expect(lab.events('CONNECT_SUCCESS')).toHaveCount(1)
  await expect(page.getByTestId('portico-account-button')).toHaveAttribute('data-state', 'connected')
})

test('shows the native balance in the account button and the Account view', async ({
  lab,
  modal,
  validator,
}) => {
  await lab.goto()
  await modal.connect(labTestWallet.rdns)
  const buttonBalance = modal.page.getByTestId('portico-account-button-balance')
  await expect(buttonBalance).toHaveAttribute('data-state', 'ready')
  await expect(buttonBalance).toHaveText(/^[\d,]+\.\d{3} ETH$/)
  if (!(await modal.isOpen())) await modal.open()
  await validator.expectView('Account')
  await validator.expectBalance(/^[\d,]+\.\d{3} ETH$/)
  await expect(lab.field('portico-balance')).toHaveText(/ETH$/)
})
