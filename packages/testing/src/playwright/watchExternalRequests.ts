import type { BrowserContext, Page, Request, WebSocket } from '@playwright/test'
import { isLoopbackUrl } from './blockExternalRequests.js'

export interface ExternalRequestsWatch {
  /** The URLs of the HTTP requests and WebSockets the context's pages made to a host other than the loopback. */
  urls: string[]
  /** Stops listening (a context that outlives the test). */
  stop(): void
}

const networkSchemes = new Set(['http:', 'https:', 'ws:', 'wss:'])

/**
 * Lists every HTTP request and WebSocket of the context's pages (frames and pop-ups included) to a host other than
 * 127.0.0.1/localhost, without routing: it only listens, so it neither stops a request nor slows one down. Paired
 * with a browser that refuses such hosts itself (`loopbackOnlyChromiumArg`), the list says which requests a test
 * tried; `blockExternalRequests` is the guard for a browser launched without it.
 */
export function watchExternalRequests(context: BrowserContext): ExternalRequestsWatch {
  const urls: string[] = []
  const record = (url: string) => {
    const parsed = URL.canParse(url) ? new URL(url) : undefined
    if (parsed && networkSchemes.has(parsed.protocol) && !isLoopbackUrl(parsed)) urls.push(url)
  }
  const onRequest = (request: Request) => record(request.url())
  const onWebSocket = (socket: WebSocket) => record(socket.url())
  const watchPage = (page: Page) => page.on('websocket', onWebSocket)
  context.on('request', onRequest)
  context.on('page', watchPage)
  for (const page of context.pages()) watchPage(page)
  return {
    urls,
    stop: () => {
      context.off('request', onRequest)
      context.off('page', watchPage)
      for (const page of context.pages()) page.off('websocket', onWebSocket)
    },
  }
}
