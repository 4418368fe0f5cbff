import { CreatePorticoError } from './CreatePorticoError.js'

/**
 * A comma-separated list of keys of `table` ('eip155, solana'), without repeats, in the table's order.
 * An unknown key is refused with the keys there are.
 */
export function parseList<key extends string>(
  text: string,
  table: Record<key, unknown>,
  what: string,
): key[] {
  const known = Object.keys(table) as key[]
  const given = text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
  const unknown = given.filter((item) => !known.includes(item as key))
  if (unknown.length > 0)
    throw new CreatePorticoError(`Unknown ${what}: ${unknown.join(', ')}. Choose from: ${known.join(', ')}.`)
  return known.filter((key) => given.includes(key))
}
