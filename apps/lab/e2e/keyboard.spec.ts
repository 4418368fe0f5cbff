import { labTestWallet } from '../src/configs/labTestWallet.js'
import { expect, test } from './world/labTest.js'

test('connects with the keyboard alone', async ({ lab, modal, validator, page }) => {
  await lab.goto()
  // Tab from the top of the page until the connect button has focus, as a keyboard user does.
  for (let presses = 0; presses < 20; presses += 1) {
    await page.keyboard.press('Tab')
    if (await modal.connectButton.evaluate((element) => element === document.activeElement)) break
  }
  await expect(modal.connectButton).toBeFocused()
  await page.keyboard.press('Enter')
  await validator.expectView('Connect')

  const row = modal.walletRow(labTestWallet.rdns)
  for (let presses = 0; presses < 20; presses += 1) {
    if (await row.evaluate((element) => element.matches(':focus'))) break
    await page.keyboard.press('Tab')
  }
  await expect(row).toBeFocused()
  await page.keyboard.press('Enter')
  await validator.expectConnected()
})

test('Tab stays inside the open modal (focus trap)', async ({ lab, modal, validator, page }) => {
  await lab.goto()
  await modal.open()
  await validator.expectView('Connect')
  for (let presses = 0; presses < 12; presses += 1) {
    await page.keyboard.press('Tab')
    const inside = await page.evaluate(
      () => document.activeElement?.tagName.toLowerCase() === 'portico-modal',
    )
    expect(inside, `focus after ${presses + 1} Tab presses`).toBe(true)
  }
})
