const camel = (key: string) => key.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())

/**
 * A JSON value with every object key in camel case (`onramp_url` → `onrampUrl`): Coinbase's v1 Onramp API answers
 * in snake case in some of its documentation and camel case in other parts, and the cloud reads either.
 */
export function camelCaseKeys(value: unknown, depth = 0): unknown {
  if (depth > 16) return value
  if (Array.isArray(value)) return value.map((entry) => camelCaseKeys(entry, depth + 1))
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [camel(key), camelCaseKeys(entry, depth + 1)]),
  )
}
