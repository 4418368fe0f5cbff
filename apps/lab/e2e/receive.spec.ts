import jsQR from 'jsqr'
import { labTestWallet } from '../src/configs/labTestWallet.js'
import { expect, type Page, test } from './world/labTest.js'
import { seriousViolations } from './world/seriousViolations.js'
import { shootView } from './world/shootView.js'

/** Decodes the QR code the page shows: its screenshot's pixels, read back through a canvas, given to jsQR. */
async function decodeQr(page: Page): Promise<string | undefined> {
  const png = await page.getByTestId('receive-qr').screenshot()
  const image = await page.evaluate(async (base64) => {
    const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob())
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
    const context = canvas.getContext('2d')
    if (!context) throw new Error('no 2d context')
    context.drawImage(bitmap, 0, 0)
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height)
    return { width: bitmap.width, height: bitmap.height, data: Array.from(data) }
  }, png.toString('base64'))
  return jsQR(Uint8ClampedArray.from(image.data), image.width, image.height)?.data
}

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
      expect(await decodeQr(page)).toBe(account.address)
      expect(await seriousViolations(page)).toEqual([])
      await shootView(modal, `${theme}-Receive`)
    })
  }
})
