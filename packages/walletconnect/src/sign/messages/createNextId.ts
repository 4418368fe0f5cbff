/** A source of JSON-RPC ids, each above the last and at least the current time in microseconds. */
export function createNextId(): () => number {
  let lastId = 0
  return () => {
    lastId = Math.max(lastId + 1, Date.now() * 1_000)
    return lastId
  }
}
