import { isDeepStrictEqual } from 'node:util'
import type { BrowserContext, Page } from '@playwright/test'
import { injectTestWallets, type TestWalletInstallation } from '@portico/testing/playwright'
import { findLabConfig } from '../../src/configs/findLabConfig.js'
import { labTestWalletInstallation } from '../../src/world/labTestWalletInstallation.js'
import { clearWorkerPage } from './clearWorkerPage.js'
import { E2E_LAB_PORT } from './e2ePaths.js'
import { test } from './labTest.js'

/** The config whose test wallets the worker's page carries (an init script cannot be taken back per test). */
const WORKER_PAGE_CONFIG = 'evm-default'

interface WorkerPage {
  page: Page
  wallets: TestWalletInstallation
}

/**
 * `test` on one page per worker instead of a new context and page per test: for tests that only open a lab page
 * and read it (a new context costs its start, an empty HTTP cache and the lab's scripts compiled again). The page
 * carries evm-default's test wallets; a test that asks for others fails at once. After each test the page is
 * emptied (`clearWorkerPage`: storage, cookies, other pages) and the guards (`externalRequests`, `pageErrors`)
 * watch it as they watch a test's own context.
 */
export const workerPageTest = test.extend<object, { workerPage: WorkerPage }>({
  workerPage: [
    async ({ browser, devnet }, use, workerInfo) => {
      const config = findLabConfig(WORKER_PAGE_CONFIG)
      if (!config) throw new Error(`No lab config ${WORKER_PAGE_CONFIG}`)
      const wallets = labTestWalletInstallation(config.wallets, devnet, 1 + workerInfo.parallelIndex)
      const context = await browser.newContext({ baseURL: `http://127.0.0.1:${E2E_LAB_PORT}` })
      await injectTestWallets(context, wallets, { frames: 'top' })
      await use({ page: await context.newPage(), wallets })
      await context.close()
    },
    { scope: 'worker' },
  ],
  context: async ({ workerPage, testWallets }, use) => {
    if (!isDeepStrictEqual(testWallets, workerPage.wallets))
      throw new Error(`workerPageTest's page carries the test wallets of ${WORKER_PAGE_CONFIG} only`)
    await use(workerPage.page.context() as BrowserContext)
  },
  page: async ({ workerPage }, use) => {
    await use(workerPage.page)
    await clearWorkerPage(workerPage.page)
  },
})
