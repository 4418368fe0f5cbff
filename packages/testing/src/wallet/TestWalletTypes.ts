import type { Address, EIP1193RequestFn, EIP1474Methods, Hex } from 'viem'

/** A chain the test wallet knows: where to send reads and raw transactions. */
export interface TestWalletChain {
  chainId: number
  rpcUrl: string
  name: string
  nativeCurrency?: { name: string; symbol: string; decimals: number }
  blockExplorerUrl?: string
}

/** Where an account's key comes from: a private key, or a mnemonic and its address index. */
export type TestWalletKey = { privateKey: Hex } | { mnemonic: string; addressIndex?: number }

/** What `createTestWallet` takes: one key, the chains it knows, and the chain it starts on. */
export type CreateTestWalletParameters = TestWalletKey & {
  chains: readonly TestWalletChain[]
  /** Default: the first chain. */
  initialChainId?: number
  /** Starts already authorised for this site (as after an earlier approval): eth_accounts is not empty. */
  authorized?: boolean
  /**
   * Answers EIP-5792 (`wallet_getCapabilities`, `wallet_sendCalls`, `wallet_getCallsStatus`,
   * `wallet_showCallsStatus`; docs/testing.md#batched-calls-eip-5792). Default false: those are 4200, as a wallet
   * without batches answers.
   */
  calls?: boolean
}

/** The methods that show a prompt in a real wallet, so the controls approve, reject or delay them. */
export type PromptMethod =
  | 'eth_requestAccounts'
  | 'wallet_requestPermissions'
  | 'personal_sign'
  | 'eth_sign'
  | 'eth_signTypedData_v4'
  | 'eth_sendTransaction'
  | 'wallet_sendCalls'
  | 'wallet_switchEthereumChain'
  | 'wallet_addEthereumChain'

export type TestWalletEvent = 'accountsChanged' | 'chainChanged' | 'connect' | 'disconnect' | 'message'

// biome-ignore lint/suspicious/noExplicitAny: EIP-1193 listeners receive event-specific payloads.
export type TestWalletListener = (...args: any[]) => void

/**
 * An EIP-1193 provider backed by a local key and a local RPC, plus the controls a test sets:
 * how prompts are answered, and wallet-side changes (switch chain, change accounts, lock, disconnect).
 */
export interface TestWallet {
  request: EIP1193RequestFn<EIP1474Methods>
  on(event: TestWalletEvent, listener: TestWalletListener): TestWallet
  removeListener(event: TestWalletEvent, listener: TestWalletListener): TestWallet

  /** Whether this site may see the accounts (eth_accounts is empty until eth_requestAccounts is approved). */
  authorized: boolean
  /** The chain the wallet is on. */
  readonly chainId: number
  /** The chains the wallet knows, added ones included. */
  readonly chains: readonly TestWalletChain[]
  /** The wallet's accounts, selected first. */
  readonly addresses: readonly Address[]
  /** Prompting requests waiting for an answer (for tests that wait on a delayed prompt). */
  readonly pendingPrompts: readonly PromptMethod[]

  /** Approves prompts (the default): one method, or every method when none is given. */
  approve(method?: PromptMethod): void
  /** Rejects prompts with 4001 (user rejected): one method, or every method when none is given. */
  reject(method?: PromptMethod): void
  /** Answers prompts after `ms` milliseconds: one method, or every method when none is given. */
  delay(ms: number, method?: PromptMethod): void
  /** Keeps prompts open (one method, or every method) until `release()`: a user who has not answered yet. */
  hold(method?: PromptMethod): void
  /** Stops holding and answers the held prompts with the current decision (approve or reject). */
  release(): void

  /** Switches chain from the wallet side and emits chainChanged; throws 4902 for a chain it does not know. */
  switchChain(chainId: number): void
  /** Adds a chain from the wallet side, silently (as a user adding a network in the wallet). */
  addChain(chain: TestWalletChain): void
  /** Replaces the accounts (selected first) and emits accountsChanged when the site may see them. */
  setAccounts(keys: readonly TestWalletKey[]): void
  /** Emits accountsChanged with the given addresses, or with what eth_accounts returns now. */
  emitAccountsChanged(addresses?: readonly string[]): void
  /** Emits disconnect (4900), as a wallet that lost its connection does. */
  emitDisconnect(): void
  /** Locks the wallet: eth_accounts returns [] and accountsChanged([]) is emitted. */
  lock(): void
  /** Unlocks the wallet and emits accountsChanged with the accounts when the site may see them. */
  unlock(): void
}
