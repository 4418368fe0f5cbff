import type { BrowserContext } from '@playwright/test'

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]', '::1'])

/** Whether a URL points at this machine (the only network a Portico test may use). */
export function isLoopbackUrl(url: URL): boolean {
  return loopbackHosts.has(url.hostname)
}

/**
 * The URLs `isLoopbackUrl` refuses, as a regular expression over the URL's text (any userinfo, then a loopback host,
 * then a port or the end of the authority). A regular expression, not a predicate: Playwright's driver matches it
 * itself and lets a request to 127.0.0.1 go on; with a predicate every request of the page (its scripts, RPC calls,
 * the cloud's) waits for a route object, a call and an answer on the test's side (a "Continue request" step each in a
 * trace, 0.3 to 1 s apiece on a loaded machine).
 */
export const EXTERNAL_URL =
  /^(?![a-z][a-z0-9+.-]*:\/\/(?:[^/?#@]*@)?(?:127\.0\.0\.1|localhost|\[::1\])(?::\d*)?(?:[/?#]|$))/i

/**
 * Aborts every HTTP request and WebSocket of the context that leaves 127.0.0.1/localhost, and records
 * its URL in the returned list (which a fixture then expects to be empty).
 */
export async function blockExternalRequests(context: BrowserContext): Promise<string[]> {
  const blocked: string[] = []
  await context.route(EXTERNAL_URL, (route) => {
    blocked.push(route.request().url())
    return route.abort('blockedbyclient')
  })
  await context.routeWebSocket(EXTERNAL_URL, (socket) => {
    blocked.push(socket.url())
    return socket.close()
  })
  return blocked
}
