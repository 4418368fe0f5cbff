import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Devnet, startDevnet } from '@portico/devnet'
import type { TestProject } from 'vitest/node'

/**
 * How long the devnet outlives its last file: the next file that needs it may still be importing. Idle, the devnet
 * (two anvils, two Altos polling them) costs about 1.6 s of CPU a minute; its start about 8 s.
 */
const IDLE_STOP_MS = 60_000
const STARTING = { status: 202, body: '' }

/**
 * The secure site's project setup: one EVM devnet with its bundlers (two anvils, every contract, an Alto per chain) for
 * the smart-account test files that share it (`sharedSmartAccountDevnet`), where each file started its own. Started on
 * the first file's request, not here: vitest runs every project's setup before the run's first file, one after
 * another, so a devnet started here would hold every file back, and a run of the project's other files would start it
 * for nothing; stopped a minute after the last file let it go, not at the end of the whole run. The files ask a small
 * HTTP endpoint of this process: POST /acquire and /release, and GET / answers 202 while the devnet starts, then its
 * endpoints (200) or why it did not start (500). Each file keeps to keys, accounts and recipients of its own.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let users = 0
  let devnet: Promise<Devnet<'eip155'>> | undefined
  let answer = STARTING
  let idle: NodeJS.Timeout | undefined
  let stopping: Promise<unknown> = Promise.resolve()
  const start = () => {
    const started = stopping.then(() =>
      startDevnet({ chains: ['eip155'], ports: 'ephemeral', bundlers: true }),
    )
    devnet = started
    answer = STARTING
    started.then(
      (running) => {
        if (devnet === started) answer = { status: 200, body: JSON.stringify(running.eip155) }
      },
      (error: unknown) => {
        if (devnet === started)
          answer = { status: 500, body: error instanceof Error ? error.message : String(error) }
      },
    )
  }
  const stop = () => {
    const running = devnet
    devnet = undefined
    answer = STARTING
    // Kept, not thrown here: the teardown awaits it and fails the run if a stop failed.
    stopping = stopping.then(async () => (await running?.catch(() => undefined))?.stop())
    return stopping
  }
  const server = createServer((request, response) => {
    if (request.method === 'POST' && request.url === '/acquire') {
      users += 1
      clearTimeout(idle)
      if (!devnet) start()
    } else if (request.method === 'POST' && request.url === '/release') {
      users = Math.max(0, users - 1)
      if (users === 0) idle = setTimeout(stop, IDLE_STOP_MS)
    } else if (!devnet) {
      response.writeHead(409).end('POST /acquire first')
      return
    }
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  project.provide('smartAccountDevnetUrl', `http://127.0.0.1:${(server.address() as AddressInfo).port}`)
  return async () => {
    clearTimeout(idle)
    await new Promise((resolve) => server.close(resolve))
    await stop()
  }
}
