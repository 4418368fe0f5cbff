import { afterEach, describe, expect, it, vi } from 'vitest'
import { measureMessage } from './measureMessage.js'
import { MAX_MESSAGE_CHARS, MAX_MESSAGE_DEPTH } from './protocolLimits.js'

const nested = (levels: number): unknown => {
  let value: unknown = 1
  for (let level = 0; level < levels; level++) value = [value]
  return value
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('measureMessage', () => {
  it('lets a message within the limits through, to the exact size and depth', () => {
    expect(measureMessage({ type: 'x', payload: nested(MAX_MESSAGE_DEPTH - 1) })).toBeUndefined()
    expect(measureMessage({ payload: 'x'.repeat(MAX_MESSAGE_CHARS - 20) })).toBeUndefined()
    // Keys JSON leaves out (undefined values) do not count towards the size.
    const absent = Object.fromEntries(Array.from({ length: 5000 }, (_, at) => [`optional_${at}`, undefined]))
    expect(measureMessage({ ...absent, payload: 'x'.repeat(MAX_MESSAGE_CHARS - 20) })).toBeUndefined()
    expect(measureMessage({ payload: 'x'.repeat(MAX_MESSAGE_CHARS - 10) })).toBe(
      `Message larger than ${MAX_MESSAGE_CHARS} characters`,
    )
  })

  // A cycle used to reach JSON.stringify, which Chromium takes up to a second and a half to refuse: 500 of them from a
  // hostile page held the frame for minutes (embedded-fuzz.spec.ts). They are refused without serialising.
  it('refuses cycles, over-deep and oversized messages before serialising them', () => {
    const stringify = vi.spyOn(JSON, 'stringify')
    const cycle: Record<string, unknown> = { type: 'SIGN_OUT', id: 'r1' }
    cycle.self = cycle
    const deepCycle: unknown[] = []
    deepCycle.push([[deepCycle]])
    expect(measureMessage(cycle)).toBe('Expected a JSON message')
    expect(measureMessage({ payload: deepCycle })).toBe('Expected a JSON message')
    expect(measureMessage({ otp: 1n })).toBe('Expected a JSON message')
    expect(measureMessage({ payload: nested(MAX_MESSAGE_DEPTH + 200) })).toBe(
      `Message nested deeper than ${MAX_MESSAGE_DEPTH}`,
    )
    expect(measureMessage({ payload: 'x'.repeat(10 * MAX_MESSAGE_CHARS) })).toBe(
      `Message larger than ${MAX_MESSAGE_CHARS} characters`,
    )
    // Holes serialise as null: a sparse array of millions is a large message, not a small one.
    expect(measureMessage({ payload: new Array(10_000_000) })).toBe(
      `Message larger than ${MAX_MESSAGE_CHARS} characters`,
    )
    // One object referred to twice at every level serialises 2^depth times: the walk counts every visit.
    let shared: unknown = { data: 'x'.repeat(64) }
    for (let level = 0; level < 11; level++) shared = { a: shared, b: shared }
    expect(measureMessage(shared)).toBe(`Message larger than ${MAX_MESSAGE_CHARS} characters`)
    expect(stringify).not.toHaveBeenCalled()
  })
})
