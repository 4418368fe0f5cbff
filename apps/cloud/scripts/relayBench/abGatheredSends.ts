/**
 * The relay's socket writes, A against B in one process (issue 24): A sends each frame with `ws.send` (one system call
 * a frame), B with `sendGathered` (the frames a socket gets in one event-loop turn in one system call). The clients
 * run in a child process, so this process's CPU is the relay side's: the `ws` framing and the socket writes. The sides
 * alternate round by round; each round every server socket is sent FRAMES push-sized frames in one turn (FRAMES=500 is
 * a full replay to a socket; FRAMES=1 is live delivery, one push a socket a turn), and ends when the clients have
 * read them all. Prints the lower quartile and median of the rounds' CPU µs a frame, and B's median over A's.
 *
 *   pnpm --filter @portico/cloud exec tsx scripts/relayBench/abGatheredSends.ts [FRAMES] [SOCKETS] [ROUNDS]
 */
import { fork } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { loadavg } from 'node:os'
import { type WebSocket, WebSocketServer } from 'ws'
import { sendGathered } from '../../src/relay/sendGathered.js'

if (process.argv[2] === 'clients') {
  // The child: SOCKETS clients that count the frames they read and report every `expected`.
  const { WebSocket: Client } = await import('ws')
  const [, , , url = '', socketsArg = '0', expectedArg = '0'] = process.argv
  const expected = Number(expectedArg)
  let received = 0
  const clients = Array.from({ length: Number(socketsArg) }, () => new Client(url))
  for (const client of clients) {
    client.on('message', () => {
      received += 1
      if (received === expected) {
        received = 0
        process.send?.('round')
      }
    })
  }
  await Promise.all(clients.map((client) => new Promise((resolve) => client.once('open', resolve))))
  process.send?.('open')
} else {
  const [framesArg = '500', socketsArg = '20', roundsArg = '40'] = process.argv.slice(2)
  const FRAMES = Number(framesArg)
  const SOCKETS = Number(socketsArg)
  const ROUNDS = Number(roundsArg)
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false })
  await new Promise((resolve) => server.once('listening', resolve))
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`
  const sockets: WebSocket[] = []
  server.on('connection', (socket) => sockets.push(socket))
  const child = fork(import.meta.filename, ['clients', url, String(SOCKETS), String(FRAMES * SOCKETS)], {
    execArgv: ['--import', 'tsx'],
  })
  const next = () => new Promise<void>((resolve) => child.once('message', () => resolve()))
  await next()
  // A push as the relay writes it: about 400 bytes of JSON around a 256-byte envelope.
  const frame = (id: number) =>
    `{"id":${id},"jsonrpc":"2.0","method":"irn_subscription","params":{"id":"${randomBytes(32).toString('hex')}","data":{"topic":"${randomBytes(32).toString('hex')}","message":"${randomBytes(192).toString('base64')}","publishedAt":${Date.now()},"tag":1108}}}`
  const texts = Array.from({ length: FRAMES }, (_, index) => frame(index))
  const sides = [
    { name: 'A ws.send', send: (ws: WebSocket, text: string) => ws.send(text), micros: [] as number[] },
    { name: 'B sendGathered', send: sendGathered, micros: [] as number[] },
  ]
  const loadBefore = loadavg()[0] ?? 0
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
      const done = next()
      const cpu = process.cpuUsage()
      // One turn: every socket its FRAMES, as a replay (or, FRAMES=1, a live fan-out) sends them.
      for (const socket of sockets) for (const text of texts) side.send(socket, text)
      await done
      const used = process.cpuUsage(cpu)
      side.micros.push((used.user + used.system) / (FRAMES * SOCKETS))
    }
  }
  const quartiles = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b)
    return [sorted[Math.floor(sorted.length / 4)] ?? 0, sorted[Math.floor(sorted.length / 2)] ?? 0] as const
  }
  const [a, b] = [quartiles(sides[0]?.micros ?? []), quartiles(sides[1]?.micros ?? [])]
  for (const [side, [q1, median]] of [
    [sides[0], a],
    [sides[1], b],
  ] as const)
    console.log(`${side?.name}: CPU µs a frame, lower quartile ${q1.toFixed(2)}, median ${median.toFixed(2)}`)
  console.log(
    `FRAMES=${FRAMES} SOCKETS=${SOCKETS} ROUNDS=${ROUNDS}: B/A median ${(b[1] / a[1]).toFixed(2)}; load ${loadBefore.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)}`,
  )
  child.kill()
  server.close()
}
