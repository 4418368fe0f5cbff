import { isIP } from 'node:net'

/** The eight 16-bit groups of a valid IPv6 address, `::` expanded and an IPv4 tail turned into two groups. */
function groupsOf(address: string): string[] {
  const [head = '', tail] = address.split('::')
  const part = (text: string) => (text === '' ? [] : text.split(':'))
  const withIpv4 = (groups: string[]) => {
    const last = groups.at(-1)
    if (last === undefined || !last.includes('.')) return groups
    const [a = 0, b = 0, c = 0, d = 0] = last.split('.').map(Number)
    return [...groups.slice(0, -1), ((a << 8) | b).toString(16), ((c << 8) | d).toString(16)]
  }
  const left = withIpv4(part(head))
  if (tail === undefined) return left
  const right = withIpv4(part(tail))
  return [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
}

/**
 * The /64 network of an IPv6 address (`2001:db8:1:2::/64`), which one client usually holds whole and can
 * rotate addresses within; any other text is returned as it is. Rate limits count per network so that
 * rotating addresses inside it does not multiply a client's limit.
 */
export function ipv6Network64(address: string): string {
  if (isIP(address) !== 6) return address
  const network = groupsOf(address.toLowerCase())
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
  return `${network.join(':')}::/64`
}
