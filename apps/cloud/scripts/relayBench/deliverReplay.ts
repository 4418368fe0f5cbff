import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'

/** How long a replay may take before the bench stops waiting for the rest of it. */
const REPLAY_LIMIT_MS = 60_000

/**
 * The replay case's measured window (REPLAY=n), once every topic holds its stored messages: every subscriber
 * subscribes at once, and the window runs from those subscribes to the last push (every stored message to every
 * subscriber, or what came within REPLAY_LIMIT_MS). Each message's latency runs from the subscribes. Returns the
 * window's length in seconds.
 */
export async function deliverReplay(
  sentAt: Map<string, number>,
  subscribeAll: () => Promise<unknown>,
): Promise<number> {
  const subscribedAt = performance.now()
  for (const message of sentAt.keys()) sentAt.set(message, subscribedAt)
  await subscribeAll()
  const until = subscribedAt + REPLAY_LIMIT_MS
  while (sentAt.size > 0 && performance.now() < until) await sleep(10)
  return (performance.now() - subscribedAt) / 1_000
}
