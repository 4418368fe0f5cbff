import { labTestWallet } from '../src/configs/labTestWallet.js'
import { expect, test } from './world/labTest.js'

test.describe('opening, back and close', () => {
  test.beforeEach(async ({ lab }) => {
    await lab.goto()
  })

  test('opens Connect when disconnected, from the button and from the app', async ({
    modal,
    validator,
    page,
  }) => {
    await modal.open()
    await validator.expectView('Connect')
    await validator.expectNoBackButton()
    await modal.close()
    await page.getByTestId('lab-open-modal').click()
    await validator.expectView('Connect')
  })

  test('back returns to the previous view and close resets to Connect', async ({
    modal,
    validator,
    page,
  }) => {
    await modal.open()
    await page.getByTestId('all-wallets-button').click()
    await validator.expectView('AllWallets')
    await modal.goBack()
    await validator.expectView('Connect')
    await validator.expectNoBackButton()

    await page.getByTestId('all-wallets-button').click()
    await validator.expectView('AllWallets')
    await modal.close()
    await modal.open()
    await validator.expectView('Connect')
  })

  test('Escape closes the modal and focus returns to the button that opened it', async ({ modal, page }) => {
    await modal.open()
    await modal.pressEscape()
    await expect(modal.connectButton).toBeFocused()
    await expect(page.getByTestId('portico-modal')).not.toHaveAttribute('data-state', 'open')
  })

  test('opens Account once connected, and the events tell open and close', async ({
    modal,
    validator,
    lab,
  }) => {
    await modal.connect(labTestWallet.rdns)
    if (await modal.isOpen()) await modal.close()
    await modal.open()
    await validator.expectView('Account')
    await modal.close()
    await expect(lab.events('MODAL_OPEN').last()).toContainText('"connected":true')
    await expect(lab.events('MODAL_CLOSE').last()).toContainText('"connected":true')
  })

  test('a given view opens first: the network button opens SwitchNetwork, with no way back', async ({
    modal,
    validator,
  }) => {
    await modal.connect(labTestWallet.rdns)
    if (await modal.isOpen()) await modal.close()
    await modal.openNetworks()
    await validator.expectView('SwitchNetwork')
    await validator.expectNoBackButton()
    await modal.close()
    await modal.open()
    await validator.expectView('Account')
    await modal.page.getByTestId('account-network-button').click()
    await validator.expectView('SwitchNetwork')
    await modal.goBack()
    await validator.expectView('Account')
  })
})
