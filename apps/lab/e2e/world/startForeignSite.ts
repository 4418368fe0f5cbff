import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A hostname the browser tests' Chromium resolves to 127.0.0.1 (playwright.config.ts): an origin no default allows. */
export const FOREIGN_HOST = 'foreign.portico.test'

export interface ForeignSite {
  /** The site on 127.0.0.1 (a port of its own: another origin than the lab's and the secure site's). */
  url: string
  /** The same site under FOREIGN_HOST, which neither the project nor the default ancestors allow. */
  hostUrl: string
  stop(): Promise<void>
}

const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * An attacker's site for the browser tests: `/` is a blank page to post from, `/embed?src=` a page that embeds
 * `src` in an iframe (id `embedded`). Listens on a free port of 127.0.0.1 only.
 */
export async function startForeignSite(): Promise<ForeignSite> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const src = url.pathname === '/embed' ? url.searchParams.get('src') : null
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
    response.end(
      `<!doctype html><html><head><title>Foreign site</title></head><body><p>Not the dapp</p>${
        src ? `<iframe id="embedded" title="embedded" src="${escapeAttribute(src)}"></iframe>` : ''
      }</body></html>`,
    )
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    hostUrl: `http://${FOREIGN_HOST}:${port}`,
    stop: () => new Promise<void>((done) => server.close(() => done())),
  }
}
