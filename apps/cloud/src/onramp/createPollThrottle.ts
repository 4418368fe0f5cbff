/** How many ids a throttle remembers the last poll of (the oldest forgotten first). */
const REMEMBERED = 10_000

/** Whether something may be polled now; each `true` counts as a poll. */
export type PollThrottle = (id: string, intervalMs: number, now?: number) => boolean

/**
 * Read-through polling's limit (Coinbase's purchases, whose webhooks may not come, and its payments): an id is polled
 * at most once per `intervalMs` (per cloud instance); the last poll of at most 10,000 ids is remembered.
 */
export function createPollThrottle(): PollThrottle {
  const polledAt = new Map<string, number>()
  return (id, intervalMs, now = Date.now()) => {
    const last = polledAt.get(id)
    if (last !== undefined && now - last < intervalMs) return false
    // Inserted again, so that the map's order is the order of the last polls.
    polledAt.delete(id)
    polledAt.set(id, now)
    for (const oldest of polledAt.keys()) {
      if (polledAt.size <= REMEMBERED) break
      polledAt.delete(oldest)
    }
    return true
  }
}
