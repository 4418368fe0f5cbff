/**
 * Request params as JSON carries them: an object's entries left undefined are dropped and an array's undefined items
 * are null. viem (and so wagmi) leaves optional fields undefined (`wallet_sendCalls`' `capabilities`, `id`), which a
 * JSON-RPC transport drops; postMessage keeps them, and the frame's strict schema would refuse the request.
 */
export function jsonParams(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => (item === undefined ? null : jsonParams(item)))
  if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== Object.prototype)
    return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, entry]) => entry !== undefined)
      .map(([key, entry]) => [key, jsonParams(entry)]),
  )
}
