import type { Wallet } from '@wallet-standard/base'

/** One wallet connected through an adapter: what {@link walletSessions} keeps per connector id. */
export interface WalletSession {
  wallet: Wallet
  /** The connection's accounts, the first one the connection's address. */
  accounts: readonly { address: string }[]
  /** Stops hearing the wallet's `standard:events`. */
  stopEvents(): void
  /** Stops the balance watcher of the connection's address. */
  stopBalance(): void
}
