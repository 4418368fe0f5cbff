import { BlockList, isIP } from 'node:net'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import { ipv6Network64 } from './ipv6Network64.js'

/**
 * The client a request comes from, as rate limits see it: its IPv4 address, or its IPv6 /64 network; `ip` is its
 * very address (what a provider asks for, as Coinbase's session tokens do).
 */
export type ClientAddress = ((c: Context) => string) & { ip: (c: Context) => string }

const plain = (address: string) => address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4')

/** The list a TRUSTED_PROXIES entry goes to: an address (`10.0.0.1`, `::1`) or a range (`10.0.0.0/8`). */
export function addTrustedProxy(list: BlockList, entry: string): void {
  const [address = '', prefix] = plain(entry).split('/')
  if (isIP(address) === 0) throw new Error(`${entry} is not an IP address or range`)
  if (prefix === undefined) list.addAddress(address, family(address))
  else list.addSubnet(address, Number(prefix), family(address))
}

/**
 * The client address of a request: the socket's peer, unless that peer is one of `trustedProxies`; then the
 * `X-Forwarded-For` header is read from the right, skipping the trusted proxies' own addresses, and the first other
 * address is the client. Only the configured proxies' header is believed: anyone else can write any
 * `X-Forwarded-For`. A malformed entry stops the walk at the last trusted hop. An IPv6 client counts as its /64
 * network, which it can rotate addresses within.
 */
export function createClientAddress(trustedProxies: readonly string[]): ClientAddress {
  const trusted = new BlockList()
  for (const entry of trustedProxies) addTrustedProxy(trusted, entry)
  const isTrusted = (address: string) => isIP(address) !== 0 && trusted.check(address, family(address))
  return Object.assign((c: Context) => ipv6Network64(clientOf(c)), { ip: clientOf })
  function clientOf(c: Context): string {
    let client = plain(getConnInfo(c).remote.address ?? 'unknown')
    if (trustedProxies.length === 0 || !isTrusted(client)) return client
    const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map(plain).filter(Boolean)
    for (let i = hops.length - 1; i >= 0; i--) {
      const hop = hops[i] as string
      if (isIP(hop) === 0) return client
      client = hop
      if (!isTrusted(hop)) return client
    }
    return client
  }
}
