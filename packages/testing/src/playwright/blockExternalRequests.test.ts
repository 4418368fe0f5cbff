import { describe, expect, it } from 'vitest'
import { isLoopbackUrl } from './blockExternalRequests.js'

describe('isLoopbackUrl', () => {
  it('accepts this machine only', () => {
    for (const url of ['http://127.0.0.1:5173/', 'ws://localhost:8545', 'http://[::1]:80/x']) {
      expect(isLoopbackUrl(new URL(url)), url).toBe(true)
    }
    for (const url of ['https://example.com/', 'http://10.0.0.1/', 'http://127.0.0.1.example.com/']) {
      expect(isLoopbackUrl(new URL(url)), url).toBe(false)
    }
  })
})
