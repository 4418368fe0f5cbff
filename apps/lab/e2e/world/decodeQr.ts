import type { Page } from '@playwright/test'
import jsQR from 'jsqr'

/** Decodes the QR code the page shows under `testId`: its screenshot's pixels, read back through a canvas, given to jsQR. */
export async function decodeQr(page: Page, testId: string): Promise<string | undefined> {
  const png = await page.getByTestId(testId).screenshot()
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
