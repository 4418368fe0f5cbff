import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { waitForMark } from '../browser/waitForMark.js'

/** One Buy run: an open widget on Account → Buy → both providers' quotes shown (page clock, ms). */
export type BuyRun = {
  cpu: number
  round: number
  /** Buy pressed (its pointerdown) → the amount field shown: the onramp chunk loaded and the cloud's options read. */
  buyToFormMs: number | null
  /** The amount typed → both providers' quotes shown (the widget's quote refresh and the cloud asking both sandboxes). */
  amountToQuotesMs: number | null
  /** The two, in this run. */
  buyToQuotesMs: number | null
  /** Same-origin JS the page fetched from Buy pressed until the quotes showed (the lazy chunks). */
  lazyJs: string[]
  error?: string
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])
const testId = (id: string) => `[data-testid="${id}"]`
export const BUY_AMOUNT = '100'

/**
 * A real mouse click on the element with `data-testid` (open shadow roots too), once it stands still (Playwright's
 * actionability checks); its pointerdown time (page clock).
 */
async function clickTestId(page: Page, id: string): Promise<number> {
  const before = await page.evaluate(() => window.__bench.pointerDowns.length)
  await page.getByTestId(id).click({ timeout: 30_000 })
  const handle = await page.waitForFunction((count) => window.__bench.pointerDowns[count], before, {
    timeout: 15_000,
  })
  return (await handle.jsonValue()) as number
}

/**
 * One run of the Buy scenario in a fresh context (every non-loopback request blocked), the CPU throttled by CDP as
 * the other flows are: the page connects the test wallet and opens Account (not timed), then Buy is pressed and the
 * amount typed, each with its own timing.
 */
export async function measureBuyRun(
  browser: Browser,
  options: { url: string; cpu: number; round: number; inpage: string; shotsDir: string },
): Promise<BuyRun> {
  const run: BuyRun = {
    cpu: options.cpu,
    round: options.round,
    buyToFormMs: null,
    amountToQuotesMs: null,
    buyToQuotesMs: null,
    lazyJs: [],
  }
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 })
  await context.route(
    (url) => !LOOPBACK.has(url.hostname),
    (route) => route.abort('blockedbyclient'),
  )
  await context.addInitScript({ content: options.inpage })
  const page = await context.newPage()
  let stage = 'load'
  try {
    const cdp = await context.newCDPSession(page)
    if (options.cpu !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpu })
    await page.goto(options.url, { waitUntil: 'commit' })
    await waitForMark(page, 'button', 'visible', 60_000)

    // Connecting and opening Account are not timed: Playwright's clicks wait for each target to stand still (the
    // wallet list moves while the e-mail and social buttons come in).
    stage = 'connect'
    await page.getByRole('button', { name: /^connect( wallet)?$/i }).click({ timeout: 30_000 })
    await page.getByText('Test Wallet', { exact: true }).click({ timeout: 30_000 })
    await page
      .locator(`${testId('portico-modal')}[data-state="closed"]`)
      .waitFor({ state: 'attached', timeout: 30_000 })

    stage = 'account'
    await page.getByRole('button', { name: /79c8/i }).click({ timeout: 30_000 })
    await page.getByTestId('account-feature-onramp').waitFor({ state: 'visible', timeout: 30_000 })

    stage = 'buy'
    await page.evaluate((selector) => window.__bench.watchElement('form', selector), testId('onramp-amount'))
    const pressed = await clickTestId(page, 'account-feature-onramp')
    run.buyToFormMs = (await waitForMark(page, 'form', 'visible', 60_000)) - pressed

    stage = 'quotes'
    await page.evaluate(
      ([meld, coinbase]) => {
        window.__bench.watchElement('meld', meld)
        window.__bench.watchElement('coinbase', coinbase)
      },
      [testId('onramp-fee-meld'), testId('onramp-fee-coinbase')] as const,
    )
    const typed = await page.evaluate(() => performance.now())
    await page.getByTestId('onramp-amount').fill(BUY_AMOUNT)
    const shown = Math.max(
      await waitForMark(page, 'meld', 'visible', 60_000),
      await waitForMark(page, 'coinbase', 'visible', 60_000),
    )
    run.amountToQuotesMs = shown - typed
    run.buyToQuotesMs = run.buyToFormMs + run.amountToQuotesMs
    run.lazyJs = await page.evaluate(
      (from) =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => entry.startTime >= from)
          .map((entry) => new URL(entry.name))
          .filter((url) => url.origin === location.origin && url.pathname.endsWith('.js'))
          .map((url) => url.pathname.replace(/^\//, '')),
      pressed,
    )
  } catch (error) {
    run.error = `${stage}: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`
    await mkdir(options.shotsDir, { recursive: true })
    await page
      .screenshot({ path: join(options.shotsDir, `buy-${options.cpu}x-r${options.round}-${stage}.png`) })
      .catch(() => undefined)
  } finally {
    await context.close()
  }
  return run
}
