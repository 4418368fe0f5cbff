import type { ChainAdapter } from '@portico/core'
import type { BitcoinAccount } from '../connectors/BitcoinAccount.js'

/** The Bitcoin adapter: core's ChainAdapter, plus the connected accounts with their Bitcoin details. */
export interface BitcoinChainAdapter extends ChainAdapter {
  /** The active connection's accounts (payment first, then ordinal), or [] when none is connected. */
  getAccounts(): BitcoinAccount[]
}
