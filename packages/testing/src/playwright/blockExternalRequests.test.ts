import { describe, expect, it } from 'vitest'
import { EXTERNAL_URL, isLoopbackUrl } from './blockExternalRequests.js'

const loopback = [
  'http://127.0.0.1:5173/',
  'ws://localhost:8545',
  'http://[::1]:80/x',
  'http://127.0.0.1',
  'http://localhost?x=1',
  'https://localhost#a',
  'http://user:secret@127.0.0.1:1/',
  'HTTP://LOCALHOST:5173/A',
]
const external = [
  'https://example.com/',
  'http://10.0.0.1/',
  'http://127.0.0.1.example.com/',
  'http://localhost.example.com:80/',
  'http://127.0.0.1@example.com/',
  'wss://relay.walletconnect.org/?projectId=1',
  'http://foreign.portico.test:5173/',
  'http://[::2]/',
]

describe('isLoopbackUrl', () => {
  it('accepts this machine only', () => {
    for (const url of loopback) expect(isLoopbackUrl(new URL(url)), url).toBe(true)
    for (const url of external) expect(isLoopbackUrl(new URL(url)), url).toBe(false)
  })
})

describe('EXTERNAL_URL', () => {
  it('matches exactly the URLs isLoopbackUrl refuses', () => {
    for (const url of loopback) expect(EXTERNAL_URL.test(url), url).toBe(false)
    for (const url of external) expect(EXTERNAL_URL.test(url), url).toBe(true)
  })
})
