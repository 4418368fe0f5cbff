/** Whether two values are the same, or two plain objects with the same keys whose values are the same (`Object.is`). */
export function shallowEqual<T>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const keysOfA = Object.keys(a)
  if (keysOfA.length !== Object.keys(b).length) return false
  return keysOfA.every(
    (key) =>
      Object.hasOwn(b, key) &&
      Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  )
}
