/** Every 127.0.0.1 port mentioned by a URL anywhere in a devnet's endpoints. */
export function endpointPorts(info: unknown): number[] {
  const ports = new Set<number>()
  for (const match of JSON.stringify(info).matchAll(/\/\/127\.0\.0\.1:(\d+)/g)) ports.add(Number(match[1]))
  return [...ports]
}
