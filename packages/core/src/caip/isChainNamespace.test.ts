import { describe, expect, it } from 'vitest'
import { isChainNamespace } from './isChainNamespace.js'

describe('isChainNamespace', () => {
  it('knows the five namespaces and nothing else', () => {
    for (const namespace of ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos']) {
      expect(isChainNamespace(namespace)).toBe(true)
    }
    for (const value of ['tron', 'EIP155', '', undefined, 1]) expect(isChainNamespace(value)).toBe(false)
  })
})
