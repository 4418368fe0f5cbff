import type { Browser, BrowserContext, Page } from 'playwright-core'

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * A fresh context and page for one flow run (Buy, Swap): every non-loopback request blocked, the bench's test wallet
 * (`inpage`) and then `initScripts` injected before the page's own scripts, the CPU throttled by CDP as the other flows
 * are. The caller closes the context.
 */
export async function newFlowPage(
  browser: Browser,
  options: { cpu: number; inpage: string; initScripts?: readonly string[] },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 })
  await context.route(
    (url) => !LOOPBACK.has(url.hostname),
    (route) => route.abort('blockedbyclient'),
  )
  await context.addInitScript({ content: options.inpage })
  for (const content of options.initScripts ?? []) await context.addInitScript({ content })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  if (options.cpu !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpu })
  return { context, page }
}
