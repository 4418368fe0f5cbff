import { createMemoryBackend, createStorage } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { defaultRelayUrl } from './createWalletConnectController.js'
import { readStoredSession, storeSession } from './sessionStore.js'

const session = {
  topic: 't'.repeat(64),
  symKey: 'k'.repeat(64),
  pairingTopic: 'p'.repeat(64),
  namespaces: {},
  peer: { publicKey: 'x', metadata: { name: 'Wallet', description: '', url: '', icons: [] } },
  expiry: Math.floor(Date.now() / 1_000) + 3_600,
}

describe('the stored WalletConnect session', () => {
  it('reads back what was stored under @portico/walletconnect/session', () => {
    const backend = createMemoryBackend()
    const storage = createStorage(backend)
    storeSession(storage, session)
    expect(JSON.parse(backend.getItem('@portico/walletconnect/session') ?? '')).toEqual(session)
    expect(readStoredSession(storage)).toEqual(session)
  })

  it('drops an expired or malformed session instead of resuming it', () => {
    const backend = createMemoryBackend()
    const storage = createStorage(backend)
    storeSession(storage, { ...session, expiry: 1 })
    expect(readStoredSession(storage)).toBeUndefined()
    expect(backend.getItem('@portico/walletconnect/session')).toBeNull()
    backend.setItem('@portico/walletconnect/session', JSON.stringify({ topic: 5 }))
    expect(readStoredSession(storage)).toBeUndefined()
  })
})

describe('defaultRelayUrl', () => {
  it("is the cloud's URL with ws(s) and /relay", () => {
    expect(defaultRelayUrl('https://cloud.example.com')).toBe('wss://cloud.example.com/relay')
    expect(defaultRelayUrl('http://127.0.0.1:4400/')).toBe('ws://127.0.0.1:4400/relay')
    expect(defaultRelayUrl(undefined)).toBeUndefined()
  })
})
