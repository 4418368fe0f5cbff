import type { BrowserContext, Page } from '@playwright/test'
import type { TestWalletInstallation } from '../injection/TestWalletInstallation.js'
import { bundleTestWalletScript } from './bundleTestWalletScript.js'
import { testWalletInitScript } from './testWalletInitScript.js'

export interface InjectTestWalletsOptions {
  /**
   * Which documents get the wallets: `'all'` (the default) every document of the page, frames and the blank
   * document a new page starts with included, as an extension that injects into every frame; `'top'` only the top
   * frame's documents that have a URL, for tests whose wallets are used by the page itself: the frames and the
   * first blank document then skip the script's work (a second or more a page on a busy machine).
   */
  frames?: 'all' | 'top' | undefined
}

/**
 * Installs test wallets in every page of a context (or in one page) before the page's own scripts
 * run, and again after every reload, as a browser extension would be. The script carries only the
 * namespaces the installation has (`bundleTestWalletScript`).
 *
 * @example
 * await injectTestWallets(page, { chains, wallets: [{ uuid, name: 'Test', rdns: 'dev.test', privateKey }] })
 */
export async function injectTestWallets(
  target: Page | BrowserContext,
  installation: TestWalletInstallation,
  options: InjectTestWalletsOptions = {},
): Promise<void> {
  const script = await bundleTestWalletScript({
    solana: installation.solana !== undefined,
    bitcoin: installation.bitcoin !== undefined,
    cosmos: installation.cosmos !== undefined,
    polkadot: installation.polkadot !== undefined,
  })
  await target.addInitScript({ content: testWalletInitScript(script, installation, options.frames ?? 'all') })
}
