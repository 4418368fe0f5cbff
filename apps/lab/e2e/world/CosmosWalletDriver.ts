import type { Page } from '@playwright/test'
import type { CosmosTestWallet } from '@portico/testing'
import { PromptControlsDriver } from './PromptControlsDriver.js'

/**
 * Drives one injected Cosmos test wallet (`installTestWallets({ cosmos })`) from a Playwright test, by
 * name, in the page's current wallet (after a reload, the re-installed one).
 */
export class CosmosWalletDriver extends PromptControlsDriver {
  constructor(page: Page, name: string) {
    super(page, '__porticoCosmosTestWallets', name)
  }

  /** The chains the site may use (enabled). */
  enabledChains(): Promise<readonly string[]> {
    return this.page.evaluate((name) => {
      const wallets = (globalThis as { __porticoCosmosTestWallets?: Record<string, CosmosTestWallet> })
        .__porticoCosmosTestWallets
      const wallet = wallets?.[name]
      if (!wallet) throw new Error(`No injected Cosmos test wallet named ${name}`)
      return [...wallet.enabledChains]
    }, this.name)
  }
}
