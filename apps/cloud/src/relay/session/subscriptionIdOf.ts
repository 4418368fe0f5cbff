import { createHash } from 'node:crypto'

/** Subscription ids remembered, so a push does not hash again: cleared when full (ids are cheap to recompute). */
const REMEMBERED_IDS = 10_000
const remembered = new Map<string, string>()

/** The subscription id the relay answers for a client's topic: the same on every node and every socket. */
export function subscriptionIdOf(clientId: string, topic: string): string {
  const key = `${clientId}:${topic}`
  let id = remembered.get(key)
  if (id === undefined) {
    id = createHash('sha256').update(key).digest('hex')
    if (remembered.size >= REMEMBERED_IDS) remembered.clear()
    remembered.set(key, id)
  }
  return id
}
