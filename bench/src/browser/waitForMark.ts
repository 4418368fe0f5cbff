import type { Page } from 'playwright-core'

/** Waits until the in-page watcher has the mark's `visible` or `settled` time (page clock, ms). */
export async function waitForMark(page: Page, name: string, key: 'visible' | 'settled', timeout: number) {
  const handle = await page.waitForFunction(
    ([mark, field]) => window.__bench?.marks[mark]?.[field],
    [name, key] as const,
    { timeout, polling: 'raf' },
  )
  return (await handle.jsonValue()) as number
}
