import type { Browser } from 'playwright-core'
import { clickTestId } from '../browser/clickTestId.js'
import { flowFailure } from '../browser/flowFailure.js'
import { lazyJsSince } from '../browser/lazyJsSince.js'
import { newFlowPage } from '../browser/newFlowPage.js'
import { type FlowStage, openConnectedAccount } from '../browser/openConnectedAccount.js'
import { waitForMark } from '../browser/waitForMark.js'

/** The Swap run's timed steps. */
export const SWAP_QUOTE_STEPS = ['swapToFormMs', 'amountToQuoteMs', 'swapToQuoteMs'] as const
export type SwapQuoteStep = (typeof SWAP_QUOTE_STEPS)[number]

/** One Swap run: an open widget on Account → Swap → the first quote shown and ready to review (page clock, ms). */
export type SwapQuoteRun = {
  cpu: number
  round: number
  /** Swap pressed (its pointerdown) → the amount field shown: the swaps chunk loaded and the tokens with balances read. */
  swapToFormMs: number | null
  /**
   * The amount typed → the quote shown and Review enabled: the view's 400 ms pause for typing (part of what a visitor
   * waits), the cloud's quote over the pools and the network fee.
   */
  amountToQuoteMs: number | null
  /** The two, in this run (choosing the token bought, between them, is not timed). */
  swapToQuoteMs: number | null
  /** Same-origin JS the page fetched from Swap pressed until the quote showed (the lazy chunks). */
  lazyJs: string[]
  error?: string
}

export const SWAP_AMOUNT = '0.01'
const testId = (id: string) => `[data-testid="${id}"]`

/**
 * One run of the Swap scenario in a fresh page (newFlowPage) whose test wallet is on the local chain (`chainId`,
 * switched by an init script before the app starts): Account opened (not timed), Swap pressed → the form; USDC chosen
 * as the token bought (not timed); the amount typed → the quote.
 */
export async function measureSwapQuoteRun(
  browser: Browser,
  options: { url: string; chainId: number; cpu: number; round: number; inpage: string; shotsDir: string },
): Promise<SwapQuoteRun> {
  const run: SwapQuoteRun = {
    cpu: options.cpu,
    round: options.round,
    swapToFormMs: null,
    amountToQuoteMs: null,
    swapToQuoteMs: null,
    lazyJs: [],
  }
  const { context, page } = await newFlowPage(browser, {
    ...options,
    initScripts: [onChain(options.chainId)],
  })
  const at: FlowStage = { stage: 'load' }
  try {
    await openConnectedAccount(page, options.url, 'account-feature-swaps', at)

    at.stage = 'swap'
    await page.evaluate((selector) => window.__bench.watchElement('form', selector), testId('swap-amount'))
    const pressed = await clickTestId(page, 'account-feature-swaps')
    run.swapToFormMs = (await waitForMark(page, 'form', 'visible', 60_000)) - pressed

    at.stage = 'token'
    await page.getByTestId('swap-to-token').click({ timeout: 30_000 })
    await page.getByTestId('swap-token-search').fill('USDC', { timeout: 30_000 })
    await page.getByTestId('swap-option-USDC').click({ timeout: 30_000 })
    await page.getByTestId('swap-amount').waitFor({ state: 'visible', timeout: 30_000 })

    at.stage = 'quote'
    await page.evaluate(
      (selector) => window.__bench.watchElement('quote', selector),
      `${testId('swap-review')}:not([disabled])`,
    )
    const typed = await page.evaluate(() => performance.now())
    await page.getByTestId('swap-amount').fill(SWAP_AMOUNT)
    run.amountToQuoteMs = (await waitForMark(page, 'quote', 'visible', 60_000)) - typed
    run.swapToQuoteMs = run.swapToFormMs + run.amountToQuoteMs
    run.lazyJs = await lazyJsSince(page, pressed)
  } catch (error) {
    run.error = await flowFailure(page, error, at, {
      dir: options.shotsDir,
      name: `swap-${options.cpu}x-r${options.round}`,
    })
  } finally {
    await context.close()
  }
  return run
}

/** An init script that moves the bench's test wallet to `chainId` before the app asks it anything. */
function onChain(chainId: number): string {
  return `window.addEventListener('eip6963:announceProvider', (event) => {
  const { info, provider } = event.detail
  if (info.rdns === 'com.example.testwallet') provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x${chainId.toString(16)}' }] })
}, { once: true })
window.dispatchEvent(new Event('eip6963:requestProvider'))`
}
