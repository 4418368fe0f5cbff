import { labTestWallet } from '../src/configs/labTestWallet.js'
import { decodeQr } from './world/decodeQr.js'
import { expect, test } from './world/labTest.js'
import { seriousViolations } from './world/seriousViolations.js'
import { shootView } from './world/shootView.js'

test.describe('receive', () => {
  test.use({ labConfig: 'account-features' })

  for (const theme of ['dark', 'light'] as const) {
    test(`Receive shows the address as text and as a QR code that decodes to it (${theme})`, async ({
      lab,
      modal,
      validator,
      page,
      account,
    }) => {
      await lab.goto('account-features', { theme })
      await modal.connect(labTestWallet.rdns)
      if (await modal.isOpen()) await modal.close()
      await modal.open()
      await validator.expectView('Account')
      await page.getByTestId('account-feature-receive').click()
      await validator.expectView('Receive')
      await expect(page.getByTestId('receive-address')).toHaveText(account.address)
      await expect(page.getByTestId('receive-networks')).toContainText('Portico Local')
      expect(await decodeQr(page, 'receive-qr')).toBe(account.address)
      expect(await seriousViolations(page)).toEqual([])
      await shootView(modal, `${theme}-Receive`)
    })
  }
})
