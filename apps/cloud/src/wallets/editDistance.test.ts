import { describe, expect, it } from 'vitest'
import { editDistance } from './editDistance.js'

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and adjacent swaps', () => {
    expect(editDistance('metamask', 'metamask', 2)).toBe(0)
    expect(editDistance('metamsk', 'metamask', 2)).toBe(1)
    expect(editDistance('trsut', 'trust', 2)).toBe(1)
    expect(editDistance('rainbaw', 'rainbow', 2)).toBe(1)
    expect(editDistance('phnatom', 'phantom', 2)).toBe(1)
  })

  it('stops early past the maximum', () => {
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3)
    expect(editDistance('a', 'abcdef', 2)).toBe(3)
  })
})
