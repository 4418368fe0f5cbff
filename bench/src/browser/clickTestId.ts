import type { Page } from 'playwright-core'

/**
 * A real mouse click on the element with `data-testid` (open shadow roots too), once it stands still (Playwright's
 * actionability checks); its pointerdown time (page clock), recorded by the bench's in-page watcher.
 */
export async function clickTestId(page: Page, id: string): Promise<number> {
  const before = await page.evaluate(() => window.__bench.pointerDowns.length)
  await page.getByTestId(id).click({ timeout: 30_000 })
  const handle = await page.waitForFunction((count) => window.__bench.pointerDowns[count], before, {
    timeout: 15_000,
  })
  return (await handle.jsonValue()) as number
}
