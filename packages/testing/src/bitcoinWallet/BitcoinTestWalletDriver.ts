import type { Page } from '@playwright/test'
import type { BitcoinPromptMethod, BitcoinTestWallet } from './BitcoinTestWalletTypes.js'

type Member = 'approve' | 'reject' | 'delay' | 'hold' | 'release' | 'setKey' | 'emitDisconnect'
type Reading = 'pendingPrompts' | 'authorized' | 'addresses'

/**
 * Drives one injected Bitcoin test wallet (`installTestWallets({ bitcoin })`) from a Playwright test,
 * by name: how its prompts are answered and what it does on its own side. Every call runs in the
 * page, so it acts on the page's current wallet (after a reload, the re-installed one).
 * @example const wallet = new BitcoinTestWalletDriver(page, 'Portico Bitcoin Test Wallet'); await wallet.reject('bitcoin:signMessage')
 */
export class BitcoinTestWalletDriver {
  constructor(
    readonly page: Page,
    readonly name: string,
  ) {}

  /** Approves prompts (one feature, or all). */
  approve(method?: BitcoinPromptMethod): Promise<void> {
    return this.call('approve', [method])
  }

  /** Rejects prompts with 4001, as a user who clicks 'Reject' (one feature, or all). */
  reject(method?: BitcoinPromptMethod): Promise<void> {
    return this.call('reject', [method])
  }

  /** Answers prompts after `ms` milliseconds (one feature, or all). */
  delay(ms: number, method?: BitcoinPromptMethod): Promise<void> {
    return this.call('delay', [ms, method])
  }

  /** Keeps prompts open (one feature, or all) until `release()`, as a user who has not answered yet. */
  hold(method?: BitcoinPromptMethod): Promise<void> {
    return this.call('hold', [method])
  }

  /** Stops holding and answers the held prompts with the current decision. */
  release(): Promise<void> {
    return this.call('release', [])
  }

  /** Replaces the key from the wallet side (emits `change` with the new addresses when the site may see them). */
  setKey(privateKey: string): Promise<void> {
    return this.call('setKey', [privateKey])
  }

  /** Disconnects from the wallet side (`change` with no accounts). */
  emitDisconnect(): Promise<void> {
    return this.call('emitDisconnect', [])
  }

  /** Prompts waiting for an answer. */
  pendingPrompts(): Promise<readonly BitcoinPromptMethod[]> {
    return this.read('pendingPrompts')
  }

  /** Whether the site is authorised to see the accounts. */
  authorized(): Promise<boolean> {
    return this.read('authorized')
  }

  /** The wallet's addresses: payment (P2WPKH), then ordinals (P2TR). */
  addresses(): Promise<readonly [payment: string, ordinals: string]> {
    return this.read('addresses')
  }

  private call(member: Member, args: readonly unknown[]): Promise<void> {
    return this.page.evaluate(
      ({ name, member, args }) => {
        const wallets = (globalThis as { __porticoBitcoinTestWallets?: Record<string, BitcoinTestWallet> })
          .__porticoBitcoinTestWallets
        const wallet = wallets?.[name]
        if (!wallet) throw new Error(`No injected Bitcoin test wallet named ${name}`)
        ;(wallet[member] as (...values: unknown[]) => void)(...args)
      },
      { name: this.name, member, args },
    )
  }

  private read<K extends Reading>(reading: K): Promise<BitcoinTestWallet[K]> {
    return this.page.evaluate<unknown, { name: string; reading: Reading }>(
      ({ name, reading }) => {
        const wallets = (globalThis as { __porticoBitcoinTestWallets?: Record<string, BitcoinTestWallet> })
          .__porticoBitcoinTestWallets
        const wallet = wallets?.[name]
        if (!wallet) throw new Error(`No injected Bitcoin test wallet named ${name}`)
        return wallet[reading]
      },
      { name: this.name, reading },
    ) as Promise<BitcoinTestWallet[K]>
  }
}
