import type { AddressInfo, Socket } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { WebSocket, WebSocketServer } from 'ws'
import { sendGathered } from './sendGathered.js'

describe('sendGathered', () => {
  let server: WebSocketServer | undefined
  afterEach(() => server?.close())

  /** A server socket and the client at its other end, which collects the texts it reads. */
  async function connected() {
    server = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false })
    await new Promise((resolve) => server?.once('listening', resolve))
    const accepted = new Promise<WebSocket>((resolve) => server?.once('connection', resolve))
    const client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`)
    const read: string[] = []
    client.on('message', (data) => read.push(data.toString()))
    await new Promise((resolve) => client.once('open', resolve))
    return { socket: await accepted, client, read }
  }

  it("hands a turn's frames to the kernel in one write, each arriving whole and in order", async () => {
    const { socket, client, read } = await connected()
    const tcp = (socket as unknown as { _socket: Socket & { _writev: (...args: unknown[]) => void } })._socket
    let writes = 0
    const writev = tcp._writev.bind(tcp)
    tcp._writev = (...args) => {
      writes += 1
      writev(...args)
    }
    const write = tcp._write.bind(tcp)
    tcp._write = (...args) => {
      writes += 1
      write(...args)
    }
    const texts = Array.from({ length: 100 }, (_, index) => `{"id":${index},"push":"${'x'.repeat(300)}"}`)
    for (const text of texts) sendGathered(socket, text)

    await expect.poll(() => read.length).toBe(100)
    expect(read).toEqual(texts)
    expect(writes).toBe(1)
    client.close()
  })

  it('sends the frames of a later turn too', async () => {
    const { socket, client, read } = await connected()
    sendGathered(socket, 'first')
    await expect.poll(() => read).toEqual(['first'])
    sendGathered(socket, 'second')
    await expect.poll(() => read).toEqual(['first', 'second'])
    client.close()
  })
})
