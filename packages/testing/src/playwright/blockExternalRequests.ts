import type { BrowserContext } from '@playwright/test'

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]', '::1'])

/** Whether a URL points at this machine (the only network a Portico test may use). */
export function isLoopbackUrl(url: URL): boolean {
  return loopbackHosts.has(url.hostname)
}

/**
 * Aborts every HTTP request and WebSocket of the context that leaves 127.0.0.1/localhost, and records
 * its URL in the returned list (which a fixture then expects to be empty).
 */
export async function blockExternalRequests(context: BrowserContext): Promise<string[]> {
  const blocked: string[] = []
  await context.route(
    (url) => !isLoopbackUrl(url),
    (route) => {
      blocked.push(route.request().url())
      return route.abort('blockedbyclient')
    },
  )
  await context.routeWebSocket(
    (url) => !isLoopbackUrl(url),
    (socket) => {
      blocked.push(socket.url())
      return socket.close()
    },
  )
  return blocked
}
