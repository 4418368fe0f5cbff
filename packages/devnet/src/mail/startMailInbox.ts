import { createServer } from 'node:http'
import type { AddressInfo, Server } from 'node:net'
import PostalMime from 'postal-mime'
import { SMTPServer } from 'smtp-server'
import { DevnetError } from '../errors/DevnetError.js'
import type { MailMessage } from './MailMessage.js'
import { renderInboxPage } from './renderInboxPage.js'

/** Messages kept at most; older ones are dropped first. */
const MAX_MESSAGES = 500
/** Largest message accepted over SMTP (bytes). */
const MAX_MESSAGE_BYTES = 256 * 1024

export interface MailInbox {
  /** Where to send mail: `smtp://127.0.0.1:<port>`. */
  readonly smtpUrl: string
  /** The inbox over HTTP: `/` a page, `GET /messages?to=<address>` JSON, `DELETE /messages` empties it. */
  readonly httpUrl: string
  /** The messages so far, oldest first (those to `to` only, when given). */
  messages(to?: string): MailMessage[]
  stop(): Promise<void>
}

export interface StartMailInboxParameters {
  /** 0 (default) picks a free port. */
  readonly smtpPort?: number
  readonly httpPort?: number
}

/**
 * A local mail server for the lab and the tests: a real SMTP server on 127.0.0.1 that keeps every message in
 * memory, and an HTTP inbox beside it (a page for people, JSON for tests). Nothing is relayed anywhere.
 * @example const inbox = await startMailInbox(); inbox.messages('ada@example.com')
 */
export async function startMailInbox({
  smtpPort = 0,
  httpPort = 0,
}: StartMailInboxParameters = {}): Promise<MailInbox> {
  const stored: MailMessage[] = []
  let nextId = 1
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if ((stream as { sizeExceeded?: boolean }).sizeExceeded) {
          callback(Object.assign(new Error('Message too large'), { responseCode: 552 }))
          return
        }
        PostalMime.parse(Buffer.concat(chunks)).then(
          (email) => {
            stored.push({
              id: nextId++,
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
              subject: email.subject ?? '',
              text: email.text ?? '',
              receivedAt: new Date().toISOString(),
            })
            if (stored.length > MAX_MESSAGES) stored.shift()
            callback()
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        )
      })
    },
  })
  const messages = (to?: string) => {
    const wanted = to?.toLowerCase()
    return stored.filter((message) => wanted === undefined || message.to.includes(wanted))
  }
  const http = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    if (url.pathname === '/messages' && request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
      response.end(JSON.stringify(messages(url.searchParams.get('to') ?? undefined)))
    } else if (url.pathname === '/messages' && request.method === 'DELETE') {
      stored.length = 0
      response.writeHead(204).end()
    } else if (url.pathname === '/' && request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.end(renderInboxPage(stored))
    } else {
      response.writeHead(404, { 'content-type': 'application/json' })
      response.end('{"error":"not_found"}')
    }
  })
  const listen = (server: Server, address: () => AddressInfo | string | null, port: number, what: string) =>
    new Promise<number>((resolve, reject) => {
      const onError = (cause: unknown) =>
        reject(
          new DevnetError({
            code: 'DEVNET_MAIL_START_FAILED',
            shortMessage: `${what} failed to start`,
            cause,
          }),
        )
      server.once('error', onError)
      server.listen(port, '127.0.0.1', () => {
        server.off('error', onError)
        resolve((address() as AddressInfo).port)
      })
    })
  const boundSmtp = await listen(smtp.server, () => smtp.server.address(), smtpPort, 'The local SMTP server')
  const boundHttp = await listen(http, () => http.address(), httpPort, 'The local inbox').catch(
    async (error: unknown) => {
      await new Promise<void>((done) => smtp.close(() => done()))
      throw error
    },
  )
  return {
    smtpUrl: `smtp://127.0.0.1:${boundSmtp}`,
    httpUrl: `http://127.0.0.1:${boundHttp}`,
    messages,
    async stop() {
      await Promise.all([
        new Promise<void>((done) => smtp.close(() => done())),
        new Promise<void>((done) => {
          http.closeAllConnections()
          http.close(() => done())
        }),
      ])
    },
  }
}
