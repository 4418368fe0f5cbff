import type { BrowserContext, Page } from '@playwright/test'
import type { TestWalletInstallation } from '../injection/TestWalletInstallation.js'
import { bundleTestWalletScript } from './bundleTestWalletScript.js'

/**
 * Installs test wallets in every page of a context (or in one page) before the page's own scripts
 * run, and again after every reload, as a browser extension would be.
 *
 * @example
 * await injectTestWallets(page, { chains, wallets: [{ uuid, name: 'Test', rdns: 'dev.test', privateKey }] })
 */
export async function injectTestWallets(
  target: Page | BrowserContext,
  installation: TestWalletInstallation,
): Promise<void> {
  // Only a page with Polkadot extensions gets the Polkadot libraries: every document of the page runs the script.
  const script = await bundleTestWalletScript({ polkadot: installation.polkadot !== undefined })
  await target.addInitScript({
    content: `${script}\n;globalThis.__porticoInstallTestWallets(${JSON.stringify(installation)});`,
  })
}
