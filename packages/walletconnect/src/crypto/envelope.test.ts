import { describe, expect, it } from 'vitest'
import { openEnvelope, sealEnvelope } from './envelope.js'
import { generateSymKey } from './keys.js'

describe('type-0 envelopes', () => {
  it('open what was sealed with the same key, and never with another', () => {
    const key = generateSymKey()
    const sealed = sealEnvelope(key, '{"id":1,"jsonrpc":"2.0","method":"wc_sessionPing","params":{}}')
    expect(sealed).not.toContain('wc_sessionPing')
    expect(openEnvelope(key, sealed)).toBe('{"id":1,"jsonrpc":"2.0","method":"wc_sessionPing","params":{}}')
    expect(() => openEnvelope(generateSymKey(), sealed)).toThrow()
  })

  it('refuse an envelope of another type', () => {
    const key = generateSymKey()
    const typeOne = btoa(String.fromCharCode(1, ...new Array(60).fill(0)))
    expect(() => openEnvelope(key, typeOne)).toThrow('Unsupported envelope type 1')
  })
})
