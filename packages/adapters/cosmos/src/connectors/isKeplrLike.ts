import type { KeplrLike } from './KeplrLike.js'

/** Whether a value has the Keplr methods the adapter cannot do without. */
export function isKeplrLike(value: unknown): value is KeplrLike {
  if (typeof value !== 'object' || value === null) return false
  const api = value as Record<string, unknown>
  return ['enable', 'getKey', 'signDirect', 'signArbitrary'].every(
    (method) => typeof api[method] === 'function',
  )
}
