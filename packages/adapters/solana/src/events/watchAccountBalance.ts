import type { Network } from '@portico/core'
import { address, createSolanaRpc, createSolanaRpcSubscriptions } from '@solana/kit'
import { rpcUrlOf } from '../actions/rpcUrlOf.js'

/** Without a PubSub endpoint, the balance is read every 5 slots (2 s), gentle on public RPCs. */
const BALANCE_POLL_MS = 2_000

export interface WatchAccountBalanceParameters {
  network: Network
  owner: string
  /**
   * The balance the app last read, asked for when the watcher takes its starting reading: the
   * watcher goes live a moment after connecting (kit's chunk, the subscription), so a transfer that
   * lands in between differs from what the app shows and is reported too.
   */
  knownValue?: () => bigint | undefined
  /** Called when the account's lamports change. */
  onChange(): void
}

/**
 * Watches an account's SOL balance: `accountSubscribe` over the network's WebSocket endpoint, or,
 * without one or when the subscription fails, a read every few slots. Returns the function that
 * stops watching.
 */
export function watchAccountBalance({
  network,
  owner,
  knownValue,
  onChange,
}: WatchAccountBalanceParameters): () => void {
  const controller = new AbortController()
  const { signal } = controller
  let last: bigint | undefined
  const observe = (lamports: bigint) => {
    if (signal.aborted) return
    // The first reading is compared with what the app knows, when it knows anything.
    last ??= knownValue?.() ?? lamports
    const changed = lamports !== last
    last = lamports
    if (changed) onChange()
  }

  const poll = async () => {
    const rpc = createSolanaRpc(rpcUrlOf(network))
    while (!signal.aborted) {
      const reading = await rpc
        .getBalance(address(owner), { commitment: 'confirmed' })
        .send({ abortSignal: signal })
        .catch(() => undefined)
      if (reading) observe(reading.value)
      await new Promise((resolve) => setTimeout(resolve, BALANCE_POLL_MS))
    }
  }

  const subscribe = async (wsUrl: string) => {
    const notifications = await createSolanaRpcSubscriptions(wsUrl)
      .accountNotifications(address(owner), { commitment: 'confirmed', encoding: 'base64' })
      .subscribe({ abortSignal: signal })
    // The starting balance, read once the subscription is live, so no change falls in between.
    const { value } = await createSolanaRpc(rpcUrlOf(network))
      .getBalance(address(owner), { commitment: 'confirmed' })
      .send({ abortSignal: signal })
    observe(value)
    for await (const notification of notifications) observe(notification.value.lamports)
  }

  const wsUrl = network.rpcUrls.default.webSocket?.[0]
  const watching = wsUrl ? subscribe(wsUrl) : poll()
  void watching.catch(() => (signal.aborted ? undefined : poll()))
  return () => controller.abort()
}
