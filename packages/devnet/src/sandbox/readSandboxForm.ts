import type { IncomingMessage } from 'node:http'

/** Largest form body accepted. */
const MAX_BODY_BYTES = 16 * 1024

/** A posted form's fields; undefined when the body is larger than 16 KiB. */
export async function readSandboxForm(request: IncomingMessage): Promise<URLSearchParams | undefined> {
  let size = 0
  const chunks: Buffer[] = []
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > MAX_BODY_BYTES) return undefined
    chunks.push(chunk)
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}
