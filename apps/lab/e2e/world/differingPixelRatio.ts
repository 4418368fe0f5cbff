import type { Page } from '@playwright/test'

/**
 * The share of pixels that differ visibly (any channel by more than 24 of 255) between two PNGs of the
 * same size, decoded by the browser; 1 when the sizes differ. Sub-pixel text anti-aliasing stays under it.
 */
export function differingPixelRatio(page: Page, first: Buffer, second: Buffer): Promise<number> {
  const toDataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`
  return page.evaluate(
    async ([firstUrl, secondUrl]) => {
      const decode = async (url: string) => {
        const image = new Image()
        image.src = url
        await image.decode()
        const canvas = new OffscreenCanvas(image.width, image.height)
        const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
        context.drawImage(image, 0, 0)
        return context.getImageData(0, 0, image.width, image.height)
      }
      const [a, b] = await Promise.all([decode(firstUrl), decode(secondUrl)])
      if (a.width !== b.width || a.height !== b.height) return 1
      let differing = 0
      for (let index = 0; index < a.data.length; index += 4) {
        for (let channel = 0; channel < 4; channel += 1) {
          if (Math.abs((a.data[index + channel] ?? 0) - (b.data[index + channel] ?? 0)) > 24) {
            differing += 1
            break
          }
        }
      }
      return differing / (a.width * a.height)
    },
    [toDataUrl(first), toDataUrl(second)] as const,
  )
}
