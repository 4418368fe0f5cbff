import type { Page } from 'playwright-core'

/** The same-origin JS files the page fetched since `from` (page clock): the lazy chunks a step loaded. */
export function lazyJsSince(page: Page, from: number): Promise<string[]> {
  return page.evaluate(
    (since) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.startTime >= since)
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === location.origin && url.pathname.endsWith('.js'))
        .map((url) => url.pathname.replace(/^\//, '')),
    from,
  )
}
