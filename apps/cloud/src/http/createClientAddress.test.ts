import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { createClientAddress } from './createClientAddress.js'

/**
 * The client address (or with `ip`, the client's very IP address) a server with `trustedProxies` sees for a request
 * from this process with `forwardedFor`.
 */
async function seenAddress(trustedProxies: string[], forwardedFor?: string, ip = false): Promise<string> {
  const clientAddress = createClientAddress(trustedProxies)
  const app = new Hono().get('/', (c) => c.text(ip ? clientAddress.ip(c) : clientAddress(c)))
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 })
  await new Promise((resolve) => server.once('listening', resolve))
  try {
    const { port } = server.address() as AddressInfo
    const response = await fetch(`http://127.0.0.1:${port}/`, {
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    })
    return await response.text()
  } finally {
    await new Promise((resolve) => server.close(resolve))
  }
}

describe('createClientAddress', () => {
  it('is the socket peer without trusted proxies, whatever X-Forwarded-For says', async () => {
    expect(await seenAddress([])).toBe('127.0.0.1')
    expect(await seenAddress([], '203.0.113.1')).toBe('127.0.0.1')
  })

  it('ignores X-Forwarded-For from a peer that is not a configured proxy', async () => {
    expect(await seenAddress(['10.0.0.0/8', '192.0.2.1'], '203.0.113.1')).toBe('127.0.0.1')
  })

  it('reads X-Forwarded-For from the right, skipping trusted proxies, when the peer is trusted', async () => {
    expect(await seenAddress(['127.0.0.1'], '203.0.113.1')).toBe('203.0.113.1')
    // A client may write any X-Forwarded-For itself: only what the trusted proxies appended counts.
    expect(await seenAddress(['127.0.0.1'], '198.51.100.9, 203.0.113.1')).toBe('203.0.113.1')
    expect(await seenAddress(['127.0.0.1', '10.0.0.0/8'], '198.51.100.9, 203.0.113.1, 10.1.2.3')).toBe(
      '203.0.113.1',
    )
    expect(await seenAddress(['127.0.0.1'], '::ffff:203.0.113.4')).toBe('203.0.113.4')
  })

  it('stops at the last trusted hop on a malformed entry or a missing header', async () => {
    expect(await seenAddress(['127.0.0.1', '10.0.0.0/8'], 'not-an-ip, 10.1.2.3')).toBe('10.1.2.3')
    expect(await seenAddress(['127.0.0.1'])).toBe('127.0.0.1')
    expect(await seenAddress(['127.0.0.1', '10.0.0.0/8'], '10.1.2.3')).toBe('10.1.2.3')
  })

  it('counts an IPv6 client as its /64 network, and gives its very address as its ip', async () => {
    expect(await seenAddress(['127.0.0.1'], '2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64')
    expect(await seenAddress(['127.0.0.1'], '2001:db8:1:2:3:4:5:6', true)).toBe('2001:db8:1:2:3:4:5:6')
    expect(await seenAddress([], '203.0.113.1', true)).toBe('127.0.0.1')
  })

  it('refuses a trusted proxy that is not an address or a range', () => {
    expect(() => createClientAddress(['proxy.internal'])).toThrow(
      'proxy.internal is not an IP address or range',
    )
  })
})
