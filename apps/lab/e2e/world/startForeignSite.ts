import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ForeignSite {
  /** The site on 127.0.0.1 (a port of its own: another origin than the lab's and the secure site's). */
  url: string
  /** The same site on IPv6 loopback, [::1]: an origin neither the project nor the default ancestors allow. */
  ipv6Url: string
  stop(): Promise<void>
}

const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * An attacker's site for the browser tests: `/` is a blank page to post from, `/embed?src=` a page that embeds
 * `src` in an iframe (id `embedded`). Listens on a free port of 127.0.0.1 and one of ::1 (loopback only).
 */
export async function startForeignSite(): Promise<ForeignSite> {
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const src = url.pathname === '/embed' ? url.searchParams.get('src') : null
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
    response.end(
      `<!doctype html><html><head><title>Foreign site</title></head><body><p>Not the dapp</p>${
        src ? `<iframe id="embedded" title="embedded" src="${escapeAttribute(src)}"></iframe>` : ''
      }</body></html>`,
    )
  }
  const servers = [createServer(handle), createServer(handle)]
  const ports = await Promise.all(
    (['127.0.0.1', '::1'] as const).map(
      (host, at) =>
        new Promise<number>((done, fail) => {
          const server = servers[at] as Server
          server.once('error', fail)
          server.listen(0, host, () => done((server.address() as AddressInfo).port))
        }),
    ),
  )
  return {
    url: `http://127.0.0.1:${ports[0]}`,
    ipv6Url: `http://[::1]:${ports[1]}`,
    stop: async () => {
      await Promise.all(
        servers.map(
          (server) => new Promise<void>((done) => (server.listening ? server.close(() => done()) : done())),
        ),
      )
    },
  }
}
