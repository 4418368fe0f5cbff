import { describe, expect, it } from 'vitest'
import { deriveSymKey, generateKeyPair, topicOf } from './keys.js'

describe('session keys', () => {
  it('are the same on both sides of an X25519 exchange, and name the same topic', () => {
    const dapp = generateKeyPair()
    const wallet = generateKeyPair()
    const ours = deriveSymKey(dapp.privateKey, wallet.publicKey)
    expect(deriveSymKey(wallet.privateKey, dapp.publicKey)).toBe(ours)
    expect(topicOf(ours)).toMatch(/^[0-9a-f]{64}$/)
    expect(deriveSymKey(generateKeyPair().privateKey, wallet.publicKey)).not.toBe(ours)
  })

  it('give a topic that is the SHA-256 of the key', () => {
    // sha256 of 32 zero bytes.
    expect(topicOf('00'.repeat(32))).toBe('66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925')
  })
})
