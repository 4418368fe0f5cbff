import { afterEach, describe, expect, it } from 'vitest'
import { cookieToInitialState } from '../ssr/cookieToInitialState.js'
import { cookieStorage } from './cookieStorage.js'
import { createMemoryBackend } from './createMemoryBackend.js'

/** A document whose cookie setter records each write, as a browser's cookie jar for one page would. */
function installDocument() {
  const writes: string[] = []
  const jar = new Map<string, string>()
  const document = {
    location: { protocol: 'http:' },
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    },
    set cookie(line: string) {
      writes.push(line)
      const [pair = '', ...attributes] = line.split('; ')
      const [name = '', value = ''] = pair.split('=')
      if (attributes.includes('Max-Age=0')) jar.delete(name)
      else jar.set(name, value)
    },
  }
  Object.assign(globalThis, { document })
  return { document, writes }
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'document')
})

const connection = (address: string) => ({
  connectorId: 'io.portico.test',
  accounts: [{ address, type: 'eoa' }],
  caipNetwork: { caipNetworkId: 'eip155:31337', name: 'Anvil', rpcUrls: { default: { http: ['x'] } } },
})

describe('cookieStorage', () => {
  it('keeps values in its backend and mirrors the session into a small cookie the server reads', () => {
    const { document, writes } = installDocument()
    const backend = createMemoryBackend()
    const storage = cookieStorage({ backend })
    storage.setItem('@portico/recent_wallets', '[{"id":"a"}]')
    expect(writes).toEqual([])
    storage.setItem('@portico/connections', JSON.stringify({ eip155: [connection('0xabc')] }))
    storage.setItem('@portico/active_namespace', '"eip155"')
    storage.setItem('@portico/active_caip_network_id', '"eip155:31337"')

    expect(storage.getItem('@portico/recent_wallets')).toBe('[{"id":"a"}]')
    expect(backend.getItem('@portico/connections')).toContain('0xabc')
    expect(writes.at(-1)).toMatch(/^portico_session=[^;]+; Path=\/; Max-Age=2592000; SameSite=Lax$/)
    expect(cookieToInitialState(document.cookie)).toEqual({
      activeNamespace: 'eip155',
      activeNetworkId: 'eip155:31337',
      connections: {
        eip155: { connectorId: 'io.portico.test', address: '0xabc', caipNetworkId: 'eip155:31337' },
      },
    })
    // The network object (RPC URLs, icons) stays out of the cookie.
    expect(document.cookie).not.toContain('rpcUrls')
  })

  it('clears the cookie when the last connection is forgotten', () => {
    const { document } = installDocument()
    const storage = cookieStorage({ backend: createMemoryBackend() })
    storage.setItem('@portico/connections', JSON.stringify({ eip155: [connection('0xabc')] }))
    expect(cookieToInitialState(document.cookie)).toBeDefined()
    storage.setItem('@portico/connections', '{}')
    expect(document.cookie).toBe('')
  })

  it('is Secure on https and takes its own lifetime and path', () => {
    const { document, writes } = installDocument()
    document.location.protocol = 'https:'
    const storage = cookieStorage({ backend: createMemoryBackend(), maxAgeSeconds: 60, path: '/app' })
    storage.setItem('@portico/connections', JSON.stringify({ eip155: [connection('0xabc')] }))
    expect(writes.at(-1)).toMatch(/; Path=\/app; Max-Age=60; SameSite=Lax; Secure$/)
  })

  it('works on a server: no document, no cookie, no throw', () => {
    const storage = cookieStorage({ backend: createMemoryBackend() })
    storage.setItem('@portico/connections', JSON.stringify({ eip155: [connection('0xabc')] }))
    expect(storage.getItem('@portico/connections')).toContain('0xabc')
  })
})
