import type { Page } from '@playwright/test'

/**
 * Answers the prompts of one injected test wallet that has no driver in @portico/testing (the Cosmos and
 * Polkadot ones), by the global its installation puts the wallets at and the wallet's name. Every call
 * runs in the page, so it acts on the page's current wallet (after a reload, the re-installed one).
 */
export class PromptControlsDriver {
  constructor(
    readonly page: Page,
    readonly global: string,
    readonly name: string,
  ) {}

  /** Approves every prompt (the default). */
  approve(): Promise<void> {
    return this.answer('approve')
  }

  /** Rejects every prompt with 4001, as a visitor who clicks 'Reject'. */
  reject(): Promise<void> {
    return this.answer('reject')
  }

  private answer(decision: 'approve' | 'reject'): Promise<void> {
    return this.page.evaluate(
      ({ global, name, decision }) => {
        const wallets = (globalThis as Record<string, unknown>)[global] as
          | Record<string, Record<'approve' | 'reject', () => void>>
          | undefined
        const wallet = wallets?.[name]
        if (!wallet) throw new Error(`No injected test wallet named ${name} at ${global}`)
        wallet[decision]()
      },
      { global: this.global, name: this.name, decision },
    )
  }
}
