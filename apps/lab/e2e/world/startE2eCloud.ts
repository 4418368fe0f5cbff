import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:net'
import { resolve } from 'node:path'
import { allowLabOrigins } from '../../scripts/allowLabOrigins.js'
import { E2E_LAB_PORT, e2eDevnetFile } from './e2ePaths.js'

const cloudRoot = resolve(import.meta.dirname, '../../../cloud')
const START_TIMEOUT_MS = 90_000

export interface E2eCloud {
  url: string
  port: number
  dataDir: string
  /** Bearer token of its admin API (random per start). */
  adminToken: string
  pid: number
  /** Stops the process (SIGTERM, its graceful shutdown) and waits until it has exited. */
  stop(): Promise<void>
}

/** A free loopback port (the kernel's choice), released again for the cloud to take. */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address()
  await new Promise<void>((done) => server.close(() => done()))
  if (!address || typeof address === 'string') throw new Error('no free port')
  return address.port
}

/**
 * Starts Portico Cloud as a child process (`apps/cloud/src/main.ts` through tsx) on 127.0.0.1:`port` with
 * PGlite in `dataDir`, the indexer on the devnet's chains; waits for /healthz, then allows the browser tests' lab origin on the
 * seeded `portico-lab` and `portico-lab-multiwallet` projects. Starting again on the same port and folder keeps everything.
 */
export async function startE2eCloud({
  dataDir,
  port,
  env = {},
}: {
  dataDir: string
  port?: number
  /** More of the cloud's environment (the e-mail login's SMTP_URL and SECURE_SITE_ORIGINS). */
  env?: Record<string, string>
}): Promise<E2eCloud> {
  const chosenPort = port ?? (await freePort())
  const url = `http://127.0.0.1:${chosenPort}`
  const adminToken = `e2e-${randomBytes(16).toString('hex')}`
  let output = ''
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: cloudRoot,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(chosenPort),
      // The lab's world is a development cloud (seeded projects, the devnet, the default frame ancestors) in every
      // process that starts one: a Playwright worker may carry NODE_ENV=production, which alone would make it a
      // production cloud with no project.
      DEVELOPMENT: 'on',
      DATA_DIR: dataDir,
      ADMIN_TOKEN: adminToken,
      // The chains of this run (ephemeral ports), for the blockchain API's balances.
      DEVNET_ENDPOINTS_FILE: e2eDevnetFile,
      // The indexer follows the devnet's chains (no confirmations there): tokens, NFTs and history.
      INDEXER: 'on',
      LOG_LEVEL: 'warn',
      // Every browser of the run is one client address (127.0.0.1): the project's own limit is the one to test.
      CLIENT_RATE_LIMIT_PER_MINUTE: '6000',
      NO_ORIGIN_RATE_LIMIT_PER_MINUTE: '6000',
      LOGIN_MAILS_PER_CLIENT_PER_HOUR: '100000',
      // Every page of the run that pairs over WalletConnect opens relay sockets from that one address.
      RELAY_CONNECTIONS_PER_ADDRESS_PER_MINUTE: '6000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  try {
    await waitForHealth(url, child)
    await allowLabOrigins(url, adminToken, [5173, E2E_LAB_PORT])
  } catch (error) {
    await stopChild(child, exited)
    throw new Error(`Portico Cloud did not start on ${url}: ${String(error)}\n${output.slice(-2000)}`)
  }
  return {
    url,
    port: chosenPort,
    dataDir,
    adminToken,
    pid: child.pid ?? 0,
    // A cloud that ended by itself (an unhandled rejection or uncaught exception ends a Node process with code 1), or
    // whose shutdown failed, fails the run that stops it.
    async stop() {
      const endedEarly = child.exitCode !== null
      await stopChild(child, exited)
      if (child.exitCode !== null && child.exitCode !== 0) {
        const when = endedEarly ? 'during the run' : 'while stopping'
        throw new Error(`Portico Cloud exited with code ${child.exitCode} ${when}:\n${output.slice(-2000)}`)
      }
    },
  }
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with code ${child.exitCode}`)
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    )
    if (healthy) return
    await new Promise((done) => setTimeout(done, 250))
  }
  throw new Error('no /healthz answer in time')
}

async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  child.kill('SIGTERM')
  const killer = setTimeout(() => child.kill('SIGKILL'), 20_000)
  await exited
  clearTimeout(killer)
}
