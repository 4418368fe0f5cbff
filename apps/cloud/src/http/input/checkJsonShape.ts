import { isSafeText } from './isSafeText.js'
import type { JsonShapeLimits } from './JsonShapeLimits.js'
import { UNSAFE_TEXT_MESSAGE } from './safeText.js'

export type JsonShapeIssue = { path: string; message: string }

/**
 * The first thing in a parsed JSON value that storage or the service cannot take: nesting deeper than
 * `maxDepth`, more than `maxValues` values in all, or a string or key with a NUL or an unpaired surrogate.
 * Walks without recursion, so a value nested thousands deep is measured, not a stack overflow.
 */
export function checkJsonShape(
  value: unknown,
  { maxDepth, maxValues }: JsonShapeLimits,
): JsonShapeIssue | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }]
  let values = 0
  while (stack.length > 0) {
    const next = stack.pop() as { value: unknown; path: string; depth: number }
    if (++values > maxValues) return { path: next.path, message: `more than ${maxValues} values` }
    if (typeof next.value === 'string') {
      if (!isSafeText(next.value)) return { path: next.path, message: UNSAFE_TEXT_MESSAGE }
      continue
    }
    if (typeof next.value !== 'object' || next.value === null) continue
    if (next.depth >= maxDepth) return { path: next.path, message: `nested deeper than ${maxDepth} levels` }
    const entries = Array.isArray(next.value) ? next.value.entries() : Object.entries(next.value)
    for (const [key, child] of entries) {
      const path = next.path ? `${next.path}.${key}` : String(key)
      if (typeof key === 'string' && !isSafeText(key))
        return { path: next.path, message: `a key ${UNSAFE_TEXT_MESSAGE}` }
      stack.push({ value: child, path, depth: next.depth + 1 })
    }
  }
  return undefined
}
