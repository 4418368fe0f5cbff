import type { Page } from '@playwright/test'
import type { TestWalletInstallation } from '../injection/TestWalletInstallation.js'
import { blockExternalRequests } from './blockExternalRequests.js'
import { injectTestWallets } from './injectTestWallets.js'
import { ModalPage } from './ModalPage.js'
import { ModalValidator } from './ModalValidator.js'
import { test as base, expect } from './playwrightTest.js'
import { SolanaTestWalletDriver } from './SolanaTestWalletDriver.js'
import { TestWalletDriver } from './TestWalletDriver.js'
import { watchExternalRequests } from './watchExternalRequests.js'

export interface PorticoFixtures {
  /** Test wallets installed in every page of the test's context before its scripts run (option). */
  testWallets: TestWalletInstallation | undefined
  /**
   * Which documents get `testWallets` (option): `'all'` (the default) every frame and the blank document a new page
   * starts with too; `'top'` only the top frame once it has a URL, for apps whose own page uses the wallets.
   */
  testWalletFrames: 'all' | 'top'
  /**
   * How requests to other hosts than 127.0.0.1/localhost are refused (option): `'route'` (the default) by a
   * Playwright route on the test's context (`blockExternalRequests`), which turns the context's HTTP cache off and
   * passes every request through Playwright's driver; `'browser'` by the browser itself, launched with
   * `loopbackOnlyChromiumArg()`, the fixture only listening (`watchExternalRequests`).
   */
  externalRequestGuard: 'route' | 'browser'
  /** URLs of requests to hosts other than 127.0.0.1/localhost; the test fails when any were made. Always on. */
  externalRequests: string[]
  /** Uncaught exceptions and unhandled rejections in the test's pages; the test fails when there were any. Always on. */
  pageErrors: string[]
  /** Option: let a test whose page is meant to fail (a fuzzer's target) pass with page errors. */
  allowPageErrors: boolean
  modal: ModalPage
  validator: ModalValidator
  /** Drives the first installed test wallet. */
  wallet: TestWalletDriver
  /** Drives the first installed Solana test wallet (`testWallets.solana`). */
  solanaWallet: SolanaTestWalletDriver
}

/**
 * Playwright's `test` with Portico's fixtures: injected test wallets, page objects, and guards that
 * fail the test on any request to a host other than 127.0.0.1/localhost and on any uncaught exception or
 * unhandled rejection in its pages.
 *
 * @example
 * const test = porticoTest.extend({})
 * test.use({ testWallets: { chains, wallets: [{ uuid, name, rdns, privateKey }] } })
 * test('connects', async ({ page, modal }) => { await page.goto('/'); await modal.connect(rdns) })
 */
export const porticoTest = base.extend<PorticoFixtures>({
  testWallets: [undefined, { option: true }],
  testWalletFrames: ['all', { option: true }],
  externalRequestGuard: ['route', { option: true }],
  externalRequests: [
    async ({ context, externalRequestGuard }, use) => {
      const watch =
        externalRequestGuard === 'route'
          ? { urls: await blockExternalRequests(context), stop: () => {} }
          : watchExternalRequests(context)
      await use(watch.urls)
      watch.stop()
      expect(watch.urls, 'requests to hosts other than 127.0.0.1/localhost').toEqual([])
    },
    { auto: true },
  ],
  allowPageErrors: [false, { option: true }],
  pageErrors: [
    async ({ context, allowPageErrors }, use) => {
      const errors: string[] = []
      const listeners = new Map<Page, (error: Error) => void>()
      const watch = (page: Page) => {
        const listener = (error: Error) => errors.push(`${page.url()}: ${error.stack ?? error.message}`)
        listeners.set(page, listener)
        page.on('pageerror', listener)
      }
      for (const page of context.pages()) watch(page)
      context.on('page', watch)
      await use(errors)
      // A context that outlives the test (one page per worker) keeps no listener of this test.
      context.off('page', watch)
      for (const [page, listener] of listeners) page.off('pageerror', listener)
      if (!allowPageErrors)
        expect(errors, 'uncaught exceptions and unhandled rejections in the page').toEqual([])
    },
    { auto: true },
  ],
  context: async ({ context, testWallets, testWalletFrames }, use) => {
    if (testWallets) await injectTestWallets(context, testWallets, { frames: testWalletFrames })
    await use(context)
  },
  modal: async ({ page }, use) => use(new ModalPage(page)),
  validator: async ({ page }, use) => use(new ModalValidator(page)),
  wallet: async ({ page, testWallets }, use) => {
    const first = testWallets?.wallets[0]
    if (!first) throw new Error('The wallet fixture needs the testWallets option with at least one wallet')
    await use(new TestWalletDriver(page, first.rdns))
  },
  solanaWallet: async ({ page, testWallets }, use) => {
    const first = testWallets?.solana?.wallets[0]
    if (!first) throw new Error('The solanaWallet fixture needs the testWallets option with a Solana wallet')
    await use(new SolanaTestWalletDriver(page, first.name))
  },
})
