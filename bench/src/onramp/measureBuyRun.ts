import type { Browser } from 'playwright-core'
import { clickTestId } from '../browser/clickTestId.js'
import { flowFailure } from '../browser/flowFailure.js'
import { lazyJsSince } from '../browser/lazyJsSince.js'
import { newFlowPage } from '../browser/newFlowPage.js'
import { type FlowStage, openConnectedAccount } from '../browser/openConnectedAccount.js'
import { waitForMark } from '../browser/waitForMark.js'

/** The Buy run's timed steps. */
export const BUY_STEPS = ['buyToFormMs', 'amountToQuotesMs', 'buyToQuotesMs'] as const
export type BuyStep = (typeof BUY_STEPS)[number]

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

const testId = (id: string) => `[data-testid="${id}"]`
export const BUY_AMOUNT = '100'

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
  const { context, page } = await newFlowPage(browser, options)
  const at: FlowStage = { stage: 'load' }
  try {
    await openConnectedAccount(page, options.url, 'account-feature-onramp', at)

    at.stage = 'buy'
    await page.evaluate((selector) => window.__bench.watchElement('form', selector), testId('onramp-amount'))
    const pressed = await clickTestId(page, 'account-feature-onramp')
    run.buyToFormMs = (await waitForMark(page, 'form', 'visible', 60_000)) - pressed

    at.stage = 'quotes'
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
    run.lazyJs = await lazyJsSince(page, pressed)
  } catch (error) {
    run.error = await flowFailure(page, error, at, {
      dir: options.shotsDir,
      name: `buy-${options.cpu}x-r${options.round}`,
    })
  } finally {
    await context.close()
  }
  return run
}
