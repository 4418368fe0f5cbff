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
  onChange,
}: WatchAddressBalanceParameters): () => void {
  const controller = new AbortController()
  const { signal } = controller
  let last: bigint | undefined
  let timer: ReturnType<typeof setTimeout> | undefined

  const read = async () => {
    const reading = await getBtcBalance(network, address, signal).catch(() => undefined)
    if (signal.aborted) return
    if (reading) {
      const changed = last !== undefined && reading.value !== last
      last = reading.value
      if (changed) onChange()
    }
    timer = setTimeout(read, BALANCE_POLL_MS)
  }
  void read()
  return () => {
    controller.abort()
    clearTimeout(timer)
  }
}
