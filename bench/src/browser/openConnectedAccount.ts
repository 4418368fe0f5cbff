import type { Page } from 'playwright-core'
import { waitForMark } from './waitForMark.js'

/** Where a flow run stands: the step it was in, for its error and its screenshot's name. */
export type FlowStage = { stage: string }

/**
 * Loads `url`, connects the bench's test wallet and opens Account until its entry `entryTestId` shows. Not timed:
 * Playwright's clicks wait for each target to stand still (the wallet list moves while the e-mail and social buttons
 * come in).
 */
export async function openConnectedAccount(page: Page, url: string, entryTestId: string, at: FlowStage) {
  at.stage = 'load'
  await page.goto(url, { waitUntil: 'commit' })
  await waitForMark(page, 'button', 'visible', 60_000)

  at.stage = 'connect'
  await page.getByRole('button', { name: /^connect( wallet)?$/i }).click({ timeout: 30_000 })
  await page.getByText('Test Wallet', { exact: true }).click({ timeout: 30_000 })
  await page
    .locator('[data-testid="portico-modal"][data-state="closed"]')
    .waitFor({ state: 'attached', timeout: 30_000 })

  at.stage = 'account'
  await page.getByRole('button', { name: /79c8/i }).click({ timeout: 30_000 })
  await page.getByTestId(entryTestId).waitFor({ state: 'visible', timeout: 30_000 })
}
