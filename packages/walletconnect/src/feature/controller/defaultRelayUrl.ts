/** `cloudUrl` with ws(s) and `/relay`: the cloud's relay. */
export function defaultRelayUrl(cloudUrl: string | undefined): string | undefined {
  if (cloudUrl === undefined) return undefined
  const url = new URL(cloudUrl)
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
  url.pathname = `${url.pathname.replace(/\/$/, '')}/relay`
  return url.toString()
}
