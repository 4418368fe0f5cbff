import type { Page } from '@playwright/test'
import type { CosmosTestWallet } from '@portico/testing'

/**
 * Reads one injected Cosmos test wallet (`installTestWallets({ cosmos })`) from a Playwright test, by
 * name, in the page's current wallet (after a reload, the re-installed one).
 */
export class CosmosWalletDriver {
  constructor(
    readonly page: Page,
    readonly name: string,
  ) {}

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
