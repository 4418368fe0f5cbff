import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { networkInterfaces } from 'node:os'
import { expect, test } from './world/labTest.js'

/** Addresses that reach this machine without being its loopback: 0.0.0.0 and its own outward IPv4 addresses. */
const outwardAddresses = [
  '0.0.0.0',
  ...Object.values(networkInterfaces())
    .flat()
    .filter((address) => address?.family === 'IPv4' && !address.internal)
    .map((address) => address?.address as string),
]

test('a request or WebSocket to a host beyond the loopback never leaves the browser, and fails the test', async ({
  page,
  externalRequests,
}) => {
  // A server on every interface: a request to one of its outward addresses would reach it if the browser let it go.
  const arrived: string[] = []
  const server = createServer((request, response) => {
    arrived.push(request.url ?? '')
    response.end('<!doctype html><title>loopback</title>')
  })
  server.on('upgrade', (request, socket) => {
    arrived.push(`upgrade ${request.url}`)
    socket.destroy()
  })
  await new Promise<void>((done) => server.listen(0, '0.0.0.0', done))
  try {
    const { port } = server.address() as AddressInfo
    await page.goto(`http://127.0.0.1:${port}/loopback`)
    const outside = outwardAddresses.flatMap((address) => [
      `http://${address}:${port}/outside`,
      `ws://${address}:${port}/outside`,
    ])
    const outcomes = await page.evaluate(
      (urls) =>
        Promise.all(
          urls.map((url) =>
            url.startsWith('ws:')
              ? new Promise<string>((done) => {
                  const socket = new WebSocket(url)
                  socket.onopen = () => done('open')
                  socket.onerror = () => done('refused')
                })
              : fetch(url, { mode: 'no-cors' }).then(
                  () => 'answered',
                  () => 'refused',
                ),
          ),
        ),
      outside,
    )
    expect(outcomes).toEqual(outside.map(() => 'refused'))
    expect(arrived).not.toContainEqual(expect.stringContaining('/outside'))
    expect(arrived).toContain('/loopback')
    // The fixture lists them, and would fail the test: this test empties the list once it has checked it.
    expect([...externalRequests].sort()).toEqual([...outside].sort())
    externalRequests.length = 0
  } finally {
    server.closeAllConnections()
    await new Promise<void>((done) => server.close(() => done()))
  }
})
