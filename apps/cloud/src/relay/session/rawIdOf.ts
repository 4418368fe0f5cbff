/**
 * The request id exactly as the client wrote it: the clients use ids beyond 2^53, which JSON.parse rounds, and
 * match answers by the exact id.
 */
export function rawIdOf(text: string, id: unknown): string {
  if (typeof id === 'string') return JSON.stringify(id)
  if (typeof id !== 'number' || !Number.isFinite(id)) return 'null'
  if (Number.isSafeInteger(id)) return String(id)
  for (const match of text.matchAll(/"id"\s*:\s*(-?\d+)/g)) {
    if (Number(match[1]) === id) return match[1] as string
  }
  return String(id)
}
