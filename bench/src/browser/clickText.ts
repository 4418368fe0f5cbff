import type { Page } from 'playwright-core'

/** A real mouse click at the centre of the text; returns the pointerdown time (page clock). */
export async function clickText(page: Page, source: string): Promise<number> {
  const target = await page.evaluate((pattern) => window.__bench.locate(pattern), source)
  if (!target) throw new Error(`no visible text matching /${source}/i to click`)
  const before = await page.evaluate(() => window.__bench.pointerDowns.length)
  await page.mouse.click(target.x, target.y)
  const handle = await page.waitForFunction((count) => window.__bench.pointerDowns[count], before, {
    timeout: 15_000,
  })
  return (await handle.jsonValue()) as number
}
