import type { ServerResponse } from 'node:http'

/** Answers a sandbox's page, never cached. */
export const sendSandboxHtml = (response: ServerResponse, status: number, body: string): void => {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
  response.end(body)
}
