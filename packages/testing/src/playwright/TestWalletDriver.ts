import type { Page } from '@playwright/test'
import type { PromptMethod, TestWallet, TestWalletChain } from '../wallet/TestWalletTypes.js'

type Member =
  | 'approve'
  | 'reject'
  | 'delay'
  | 'hold'
  | 'release'
  | 'switchChain'
  | 'addChain'
  | 'emitAccountsChanged'
  | 'emitDisconnect'
  | 'lock'
type Reading = 'chainId' | 'pendingPrompts' | 'authorized'

/**
 * Drives one injected test wallet from a Playwright test, by rdns: how its prompts are answered and
 * what it does on its own side. Every call runs in the page, so it acts on the page's current wallet
 * (after a reload, the re-installed one).
 */
export class TestWalletDriver {
  constructor(
    readonly page: Page,
    readonly rdns: string,
  ) {}

  /** Approves prompts (one method, or all). */
  approve(method?: PromptMethod): Promise<void> {
    return this.call('approve', [method])
  }

  /** Rejects prompts with 4001, as a user who clicks 'Reject' (one method, or all). */
  reject(method?: PromptMethod): Promise<void> {
    return this.call('reject', [method])
  }

  /** Answers prompts after `ms` milliseconds (one method, or all). */
  delay(ms: number, method?: PromptMethod): Promise<void> {
    return this.call('delay', [ms, method])
  }

  /** Keeps prompts open (one method, or all) until `release()`, as a user who has not answered yet. */
  hold(method?: PromptMethod): Promise<void> {
    return this.call('hold', [method])
  }

  /** Stops holding and answers the held prompts with the current decision. */
  release(): Promise<void> {
    return this.call('release', [])
  }

  /** Switches chain from the wallet side (emits chainChanged). */
  switchChain(chainId: number): Promise<void> {
    return this.call('switchChain', [chainId])
  }

  /** Adds a chain from the wallet side, silently (as a user adding a network in the wallet). */
  addChain(chain: TestWalletChain): Promise<void> {
    return this.call('addChain', [chain])
  }

  /** Emits accountsChanged (with the given addresses, or with what eth_accounts returns now). */
  emitAccountsChanged(addresses?: readonly string[]): Promise<void> {
    return this.call('emitAccountsChanged', [addresses])
  }

  /** Emits disconnect (4900), as a wallet that lost its connection. */
  emitDisconnect(): Promise<void> {
    return this.call('emitDisconnect', [])
  }

  /** Locks the wallet: eth_accounts returns [] and accountsChanged([]) is emitted. */
  lock(): Promise<void> {
    return this.call('lock', [])
  }

  /** The chain the wallet is on. */
  chainId(): Promise<number> {
    return this.read('chainId')
  }

  /** Prompts waiting for an answer (see `delay`). */
  pendingPrompts(): Promise<readonly PromptMethod[]> {
    return this.read('pendingPrompts')
  }

  /** Whether the site is authorised to see the accounts. */
  authorized(): Promise<boolean> {
    return this.read('authorized')
  }

  private call(member: Member, args: readonly unknown[]): Promise<void> {
    return this.page.evaluate(
      ({ rdns, member, args }) => {
        const wallets = (globalThis as { __porticoTestWallets?: Record<string, TestWallet> })
          .__porticoTestWallets
        const wallet = wallets?.[rdns]
        if (!wallet) throw new Error(`No injected test wallet with rdns ${rdns}`)
        ;(wallet[member] as (...values: unknown[]) => void)(...args)
      },
      { rdns: this.rdns, member, args },
    )
  }

  private read<K extends Reading>(reading: K): Promise<TestWallet[K]> {
    return this.page.evaluate<unknown, { rdns: string; reading: Reading }>(
      ({ rdns, reading }) => {
        const wallets = (globalThis as { __porticoTestWallets?: Record<string, TestWallet> })
          .__porticoTestWallets
        const wallet = wallets?.[rdns]
        if (!wallet) throw new Error(`No injected test wallet with rdns ${rdns}`)
        return wallet[reading]
      },
      { rdns: this.rdns, reading },
    ) as Promise<TestWallet[K]>
  }
}
