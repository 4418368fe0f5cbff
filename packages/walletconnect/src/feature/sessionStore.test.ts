import { createMemoryBackend, createStorage } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { defaultRelayUrl } from './controller/defaultRelayUrl.js'
import { readStoredSessions, storeSessions } from './sessionStore.js'

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
    storeSessions(storage, [session])
    expect(JSON.parse(backend.getItem('@portico/walletconnect/session') ?? '')).toEqual(session)
    expect(readStoredSessions(storage)).toEqual([session])
  })

  it('keeps a session a later proposal over the same pairing added, and drops an expired one of them', () => {
    const storage = createStorage(createMemoryBackend())
    const added = {
      ...session,
      topic: 'a'.repeat(64),
      namespaces: { solana: { accounts: [], methods: [], events: [] } },
    }
    storeSessions(storage, [session, added])
    expect(readStoredSessions(storage)).toEqual([session, added])
    storeSessions(storage, [session, { ...added, expiry: 1 }])
    expect(readStoredSessions(storage)).toEqual([session])
    storeSessions(storage, [])
    expect(readStoredSessions(storage)).toEqual([])
  })

  it('drops an expired or malformed session instead of resuming it', () => {
    const backend = createMemoryBackend()
    const storage = createStorage(backend)
    storeSessions(storage, [{ ...session, expiry: 1 }])
    expect(readStoredSessions(storage)).toEqual([])
    expect(backend.getItem('@portico/walletconnect/session')).toBeNull()
    backend.setItem('@portico/walletconnect/session', JSON.stringify({ topic: 5 }))
    expect(readStoredSessions(storage)).toEqual([])
  })
})

describe('defaultRelayUrl', () => {
  it("is the cloud's URL with ws(s) and /relay", () => {
    expect(defaultRelayUrl('https://cloud.example.com')).toBe('wss://cloud.example.com/relay')
    expect(defaultRelayUrl('http://127.0.0.1:4400/')).toBe('ws://127.0.0.1:4400/relay')
    expect(defaultRelayUrl(undefined)).toBeUndefined()
  })
})
