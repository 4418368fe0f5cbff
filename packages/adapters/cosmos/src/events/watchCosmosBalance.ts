import { pollBalance } from '@portico/adapter-kit'
import type { Network } from '@portico/core'
import { getCosmosBalance } from '../actions/getCosmosBalance.js'

/**
 * How often the balance is read. The devnet's CometBFT RPC has no websocket (`subscribe` to
 * `tm.event='Tx'`), and public Cosmos RPCs often refuse subscriptions, so the LCD is polled; 3 s is
 * about half a Cosmos block time.
 */
export const BALANCE_POLL_MS = 3_000

export interface WatchCosmosBalanceParameters {
  network: Network
  address: string
  /**
   * The balance the app last read (base units), asked for when the first reading arrives: a transfer that
   * lands before it (a failed first read waits a whole interval) is reported too.
   */
  knownValue?: () => bigint | undefined
  /** Called when the balance in the native denom changes. */
  onChange(): void
}

/** Reads the balance every BALANCE_POLL_MS and reports changes. Returns the function that stops watching. */
export function watchCosmosBalance({
  network,
  address,
  knownValue,
  onChange,
}: WatchCosmosBalanceParameters): () => void {
  return pollBalance({
    read: (signal) => getCosmosBalance(network, address, signal),
    intervalMs: BALANCE_POLL_MS,
    knownValue,
    onChange,
  })
}
