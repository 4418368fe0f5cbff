import { MAX_MESSAGE_CHARS, MAX_MESSAGE_DEPTH } from './protocolLimits.js'

const NOT_JSON = 'Expected a JSON message'
const TOO_LARGE = `Message larger than ${MAX_MESSAGE_CHARS} characters`
const TOO_DEEP = `Message nested deeper than ${MAX_MESSAGE_DEPTH}`

/**
 * The first reason found walking `value` at bracket depth `depth` (its container's): a cycle or a BigInt (not JSON),
 * more than MAX_MESSAGE_DEPTH levels, or more characters of strings and values than MAX_MESSAGE_CHARS (`budget`).
 * It never goes deeper than the limit nor further than the budget, so a hostile message costs at most that much.
 */
function walk(
  value: unknown,
  depth: number,
  budget: { left: number },
  ancestors: object[],
): string | undefined {
  if (typeof value === 'bigint') return NOT_JSON
  // At least what JSON writes for it: a string's characters and quotes, one character for anything else.
  budget.left -= typeof value === 'string' ? value.length + 2 : 1
  if (budget.left < 0) return TOO_LARGE
  if (value === null || typeof value !== 'object') return undefined
  if (ancestors.includes(value)) return NOT_JSON
  if (depth >= MAX_MESSAGE_DEPTH) return TOO_DEEP
  const isArray = Array.isArray(value)
  // Every item of an array is at least one character and a comma, holes included.
  if (isArray && value.length * 2 > budget.left) return TOO_LARGE
  ancestors.push(value)
  for (const key of Object.keys(value)) {
    const item = (value as Record<string, unknown>)[key]
    // What JSON leaves out of an object is not counted, so the count stays below the serialised length.
    if (!isArray && (item === undefined || typeof item === 'function' || typeof item === 'symbol')) continue
    if (!isArray) budget.left -= key.length + 3
    const found = walk(item, depth + 1, budget, ancestors)
    if (found) return found
  }
  ancestors.pop()
  return undefined
}

/**
 * The reason a message cannot even be looked at, or undefined: not plain JSON (a cycle or a BigInt cannot be
 * serialised), larger than MAX_MESSAGE_CHARS or nested deeper than MAX_MESSAGE_DEPTH. Runs before any schema, and
 * walks the message within those limits before serialising it: a browser can take a second to refuse a cycle to
 * `JSON.stringify`, so a hostile page posting cycles would hold the frame; this way each costs at most the limits.
 */
export function measureMessage(data: unknown): string | undefined {
  const found = walk(data, 0, { left: MAX_MESSAGE_CHARS }, [])
  if (found) return found
  let text: string | undefined
  try {
    text = JSON.stringify(data)
  } catch {
    return NOT_JSON
  }
  if (text === undefined) return NOT_JSON
  if (text.length > MAX_MESSAGE_CHARS) return TOO_LARGE
  return undefined
}
