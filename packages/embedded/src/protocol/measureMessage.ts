import { MAX_MESSAGE_CHARS, MAX_MESSAGE_DEPTH } from './protocolLimits.js'

/** The deepest bracket nesting of a JSON text (brackets inside strings do not count). */
function jsonDepth(text: string): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let index = 0; index < text.length; index++) {
    const char = text[index]
    if (inString) {
      if (char === '\\') index++
      else if (char === '"') inString = false
    } else if (char === '"') inString = true
    else if (char === '{' || char === '[') deepest = Math.max(deepest, ++depth)
    else if (char === '}' || char === ']') depth--
  }
  return deepest
}

/**
 * The reason a message cannot even be looked at, or undefined: not plain JSON (a cycle, a BigInt, a function
 * cannot be serialised), larger than MAX_MESSAGE_CHARS or nested deeper than MAX_MESSAGE_DEPTH. Runs before any
 * schema, so a huge or deep message costs one serialisation and one scan, nothing more.
 */
export function measureMessage(data: unknown): string | undefined {
  let text: string | undefined
  try {
    text = JSON.stringify(data)
  } catch {
    return 'Expected a JSON message'
  }
  if (text === undefined) return 'Expected a JSON message'
  if (text.length > MAX_MESSAGE_CHARS) return `Message larger than ${MAX_MESSAGE_CHARS} characters`
  if (jsonDepth(text) > MAX_MESSAGE_DEPTH) return `Message nested deeper than ${MAX_MESSAGE_DEPTH}`
  return undefined
}
