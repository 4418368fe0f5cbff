import { labTestWallet } from '../src/configs/labTestWallet.js'
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
