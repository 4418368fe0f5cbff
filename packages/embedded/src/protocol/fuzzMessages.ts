import { MAX_MESSAGE_CHARS } from './protocolLimits.js'

/** A small seeded PRNG (mulberry32): the fuzzer's runs are repeatable. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const WRONG_VALUES: unknown[] = [
  0,
  -1,
  1.5,
  Number.NaN,
  true,
  null,
  [],
  {},
  [null],
  { __proto__: { polluted: true } },
  '',
  ' ',
  '\u0000',
  '\ud800',
  'x'.repeat(5000),
]

/**
 * A message that must be refused, made from a valid one by a change that always breaks it: an unknown key, a
 * required field of the wrong type, an unknown or misspelt type, a bad id, an oversized or over-deep body, a
 * non-object, a cycle. `prefix` is the side's type prefix; `valid` maps types to valid payloads.
 */
export function malformedMessage(
  random: () => number,
  prefix: string,
  valid: Record<string, unknown>,
  typeSuffix = '',
): unknown {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
  const types = Object.keys(valid)
  const type = pick(types)
  const base = () => {
    const payload = valid[type]
    const message: Record<string, unknown> = {
      type: `${prefix}${type}${typeSuffix}`,
      id: `r${Math.floor(random() * 1e6)}`,
    }
    if (payload !== undefined) message.payload = structuredClone(payload)
    return message
  }
  switch (Math.floor(random() * 11)) {
    case 0: {
      const message = base()
      message[pick(['extra', 'origin', 'constructor', '__proto__x', 'privateKey'])] = pick(WRONG_VALUES)
      return message
    }
    case 1: {
      const message = base()
      const payload = message.payload
      if (payload && typeof payload === 'object' && !Array.isArray(payload)) {
        ;(payload as Record<string, unknown>)[`unknown_${Math.floor(random() * 100)}`] = pick(WRONG_VALUES)
      } else message.payload = { injected: pick(WRONG_VALUES) }
      return message
    }
    case 2: {
      const message = base()
      const payload = message.payload as Record<string, unknown> | undefined
      const keys = payload && typeof payload === 'object' ? Object.keys(payload) : []
      if (keys.length > 0) {
        const key = pick(keys)
        const current = payload?.[key]
        const wrong = WRONG_VALUES.filter((value) => typeof value !== typeof current && value !== null)
        ;(payload as Record<string, unknown>)[key] = pick(wrong)
      } else message.payload = pick(WRONG_VALUES.filter((value) => value !== undefined))
      return message
    }
    case 3:
      return { ...base(), type: `${prefix}${type.toLowerCase()}x${typeSuffix}` }
    case 4:
      return {
        ...base(),
        type: pick(['@w3m-app/SIGN_OUT', '@w3m-frame/READY', type, `${prefix}`, `${prefix}__proto__`, 42]),
      }
    case 5:
      return { ...base(), id: pick(['', '../x', 'a b', 'x'.repeat(65), 7, null, {}, '<script>']) }
    case 6:
      return { ...base(), payload: 'x'.repeat(MAX_MESSAGE_CHARS + Math.floor(random() * 1000)) }
    case 7: {
      let deep: unknown = 1
      for (let level = 0; level < 20 + Math.floor(random() * 200); level++) deep = [deep]
      return { ...base(), payload: deep }
    }
    case 8:
      return pick([null, undefined, 0, 'SIGN_OUT', [], [base()], true, new Date(), new Uint8Array(4)])
    case 9: {
      const message = base()
      message.self = message
      return message
    }
    default: {
      const message = base()
      delete message.type
      return message
    }
  }
}
