import { pollBalance } from '@portico/adapter-kit'
import type { Network } from '@portico/core'
import { getBtcBalance } from '../actions/getBtcBalance.js'

/**
 * How often the balance is read from Esplora. Blocks come every ten minutes, but payments show in
 * the mempool at once; 5 s keeps well under public Esplora instances' rate limits.
 */
export const BALANCE_POLL_MS = 5_000

export interface WatchAddressBalanceParameters {
  network: Network
  address: string
  /**
   * The balance the app last read (sats), asked for when the first reading arrives: a payment that lands
   * before it (a failed first read waits a whole interval) is reported too.
   */
  knownValue?: () => bigint | undefined
  /** Called when the address's balance (confirmed plus mempool) changes. */
  onChange(): void
}

/**
 * Watches an address's BTC balance by reading Esplora every {@link BALANCE_POLL_MS} (Esplora has no
 * push). Returns the function that stops watching.
 */
export function watchAddressBalance({
  network,
  address,
  knownValue,
  onChange,
}: WatchAddressBalanceParameters): () => void {
  return pollBalance({
    read: (signal) => getBtcBalance(network, address, signal),
    intervalMs: BALANCE_POLL_MS,
    knownValue,
    onChange,
  })
}
