import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, expect, it } from 'vitest'
import { CloudAuthError, createCloudAuth } from './createCloudAuth.js'

let server: Server | undefined
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())))

async function listen(answer: (response: import('node:http').ServerResponse) => void): Promise<string> {
  const started = createServer((_, response) => answer(response))
  server = started
  await new Promise<void>((ready) => started.listen(0, '127.0.0.1', ready))
  return `http://127.0.0.1:${(started.address() as AddressInfo).port}`
}

it("answers an unreachable cloud with the 'network_error' code, not the fetch's raw TypeError", async () => {
  const cloudUrl = await listen(() => undefined)
  await new Promise<void>((done) => server?.close(() => done()))
  server = undefined
  const failure = await createCloudAuth({ cloudUrl, projectId: 'p' })
    .requestCode('ada@example.com', 'device')
    .catch((error: unknown) => error)
  expect(failure).toBeInstanceOf(CloudAuthError)
  expect(failure).toMatchObject({ code: 'network_error', status: 0 })
})

it("answers a proxy's HTML error page with the cloud's generic code, not a JSON syntax error", async () => {
  const cloudUrl = await listen((response) => {
    response.writeHead(502, { 'content-type': 'text/html' })
    response.end('<html>502 Bad Gateway</html>')
  })
  await expect(
    createCloudAuth({ cloudUrl, projectId: 'p' }).requestCode('ada@example.com', 'device'),
  ).rejects.toMatchObject({
    code: 'server_error',
    status: 502,
  })
})
