import { labTestWallet } from '../src/configs/labTestWallet.js'
import { expect, test } from './world/labTest.js'

test.use({ labConfig: 'evm-embedded-inline' })

test('the modal sits inline in the page, shows Connect, then Account once connected', async ({
  lab,
  modal,
  validator,
  page,
}) => {
  await lab.goto()
  const slot = page.getByTestId('lab-embedded-slot')
  await expect(slot.getByTestId('portico-modal')).toHaveAttribute('data-mode', 'embedded')
  await expect(page.locator('body > portico-modal')).toHaveCount(0)
  await expect(modal.closeButton).toHaveCount(0)
  await validator.expectView('Connect')
  await modal.selectWallet(labTestWallet.rdns)
  await validator.expectConnected()
  await validator.expectView('Account')
})
