/** How the fake wallet answers prompts (connect, sign, send, switch). */
export type FakeWalletAnswer = 'approve' | 'reject' | Error

/** A change the visitor makes in the wallet itself; adapters over the wallet report it to core. */
export type FakeWalletChange =
  | { type: 'accounts'; accounts: string[] }
  | { type: 'chain'; chainId: number | string }
  | { type: 'disconnect' }
  | { type: 'balance'; balance: bigint }

/**
 * The in-memory wallet behind one or more fake adapters. It outlives an adapter, so a second
 * adapter made over the same wallet sees the same authorisation (as after a page reload).
 */
export interface FakeWallet {
  accounts: string[]
  chainId: number | string
  balance: bigint
  decimals: number
  symbol: string
  /** Connector ids the visitor has authorised. */
  authorised: Set<string>
  answer: FakeWalletAnswer
  /** When set, getBalance fails with it. */
  balanceError: Error | undefined
  /** Prompts wait while held; release() lets them go. */
  held: boolean
  waiting: (() => void)[]
  /** Asks the "visitor": waits while held, then approves, rejects (EIP-1193 4001) or fails. */
  prompt<T>(run: () => T): Promise<T>
  hold(): void
  release(): void
  /** The fake signature of a message by an address; verifySignature checks it. */
  sign(message: string, address: string): string
  verifySignature(message: string, signature: string, address: string): boolean
  /** Wallet-side changes: other accounts (none = locked), another chain, disconnect (forgets every authorisation). */
  changeAccounts(accounts: string[]): void
  changeChain(chainId: number | string): void
  /** A new balance, as after a transaction sent outside Portico. */
  changeBalance(balance: bigint): void
  disconnect(): void
  /** Hears wallet-side changes; returns the function that stops listening. */
  subscribe(listener: (change: FakeWalletChange) => void): () => void
}

export interface FakeWalletParameters {
  accounts?: string[]
  chainId?: number | string
  balance?: bigint
  decimals?: number
  symbol?: string
}

/** The default fake account. */
export const FAKE_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** The error a wallet throws when the visitor rejects (EIP-1193 code 4001). */
export class FakeUserRejectedError extends Error {
  readonly code = 4001
  constructor() {
    super('User rejected the request.')
    this.name = 'FakeUserRejectedError'
  }
}

function toHex(text: string): string {
  return Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** Creates an in-memory wallet for fake adapters (1 ETH on chain 1 by default). */
export function createFakeWallet(parameters: FakeWalletParameters = {}): FakeWallet {
  const listeners = new Set<(change: FakeWalletChange) => void>()
  const notify = (change: FakeWalletChange) => {
    for (const listener of [...listeners]) listener(change)
  }
  const wallet: FakeWallet = {
    accounts: parameters.accounts ?? [FAKE_ADDRESS],
    chainId: parameters.chainId ?? 1,
    balance: parameters.balance ?? 10n ** 18n,
    decimals: parameters.decimals ?? 18,
    symbol: parameters.symbol ?? 'ETH',
    authorised: new Set(),
    answer: 'approve',
    balanceError: undefined,
    held: false,
    waiting: [],
    async prompt(run) {
      if (wallet.held) await new Promise<void>((resolve) => wallet.waiting.push(resolve))
      if (wallet.answer === 'reject') throw new FakeUserRejectedError()
      if (wallet.answer instanceof Error) throw wallet.answer
      return run()
    },
    hold() {
      wallet.held = true
    },
    release() {
      wallet.held = false
      for (const resume of wallet.waiting.splice(0)) resume()
    },
    sign(message, address) {
      return `0xfa4e${toHex(`${address.toLowerCase()}:${message}`)}`
    },
    verifySignature(message, signature, address) {
      return signature === wallet.sign(message, address)
    },
    changeAccounts(accounts) {
      wallet.accounts = accounts
      notify({ type: 'accounts', accounts })
    },
    changeChain(chainId) {
      wallet.chainId = chainId
      notify({ type: 'chain', chainId })
    },
    changeBalance(balance) {
      wallet.balance = balance
      notify({ type: 'balance', balance })
    },
    disconnect() {
      wallet.authorised.clear()
      notify({ type: 'disconnect' })
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  return wallet
}
