import { describe, expect, it } from 'vitest'
import { ipv6Network64 } from './ipv6Network64.js'

describe('ipv6Network64', () => {
  it('keeps the first 64 bits of an IPv6 address, however it is written', () => {
    expect(ipv6Network64('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64')
    expect(ipv6Network64('2001:0DB8:0001:0002::1')).toBe('2001:db8:1:2::/64')
    expect(ipv6Network64('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(ipv6Network64('::1')).toBe('0:0:0:0::/64')
    expect(ipv6Network64('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64')
  })

  it('gives two addresses of one /64 the same network, and of two /64s different ones', () => {
    expect(ipv6Network64('2001:db8:1:2::7')).toBe(ipv6Network64('2001:db8:1:2:ffff::9'))
    expect(ipv6Network64('2001:db8:1:2::7')).not.toBe(ipv6Network64('2001:db8:1:3::7'))
  })

  it('leaves IPv4 addresses and anything else as they are', () => {
    expect(ipv6Network64('203.0.113.9')).toBe('203.0.113.9')
    expect(ipv6Network64('unknown')).toBe('unknown')
  })
})
