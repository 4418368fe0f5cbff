import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { benchRoot } from '../apps/benchApps.js'

const cloudRoot = join(benchRoot, '..', 'apps', 'cloud')
const START_TIMEOUT_MS = 90_000

/** A Portico Cloud node for the bench: its WalletConnect relay on loopback, PGlite in a throw-away folder. */
export type BenchCloud = {
  url: string
  /** `ws://127.0.0.1:<port>/relay`: what `walletConnect({ relayUrl })` and AppKit's provider are pointed at. */
  relayUrl: string
  /** Creates (or re-allows) a project whose browser clients may come from these origins. */
  allowProject(projectId: string, origins: readonly string[]): Promise<void>
  stop(): Promise<void>
}

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address()
  await new Promise<void>((done) => server.close(() => done()))
  if (!address || typeof address === 'string') throw new Error('no free port')
  return address.port
}

/**
 * Starts `apps/cloud` (tsx) on a free loopback port with no indexer and no devnet, and waits for `/healthz`. The
 * bench's apps reach only its relay (`/relay`); their project ids are created through the admin API.
 */
export async function startBenchCloud(): Promise<BenchCloud> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const dataDir = await mkdtemp(join(tmpdir(), 'portico-bench-cloud-'))
  const adminToken = `bench-${randomBytes(16).toString('hex')}`
  let output = ''
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: cloudRoot,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_TOKEN: adminToken,
      INDEXER: 'off',
      LOG_LEVEL: 'warn',
      DEVNET_ENDPOINTS_FILE: '/nonexistent/portico-bench/endpoints.json',
      CLIENT_RATE_LIMIT_PER_MINUTE: '60000',
      NO_ORIGIN_RATE_LIMIT_PER_MINUTE: '60000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const keep = (chunk: Buffer) => {
    output = `${output}${chunk}`.slice(-4000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      const killer = setTimeout(() => child.kill('SIGKILL'), 20_000)
      await exited
      clearTimeout(killer)
    }
    await rm(dataDir, { recursive: true, force: true })
  }
  const admin = (path: string, method: string, body: unknown) =>
    fetch(`${url}/admin/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  try {
    const deadline = Date.now() + START_TIMEOUT_MS
    for (;;) {
      if (child.exitCode !== null) throw new Error(`exited with code ${child.exitCode}`)
      const healthy = await fetch(`${url}/healthz`).then(
        (response) => response.ok,
        () => false,
      )
      if (healthy) break
      if (Date.now() > deadline) throw new Error('no /healthz answer in time')
      await new Promise((done) => setTimeout(done, 250))
    }
  } catch (error) {
    await stop()
    throw new Error(`Portico Cloud did not start on ${url}: ${String(error)}\n${output}`)
  }
  return {
    url,
    relayUrl: `ws://127.0.0.1:${port}/relay`,
    async allowProject(projectId, origins) {
      const allowedOrigins = [...origins]
      const created = await admin('/projects', 'POST', { id: projectId, name: projectId, allowedOrigins })
      if (created.ok) return
      const patched = await admin(`/projects/${projectId}`, 'PATCH', { allowedOrigins })
      if (!patched.ok) throw new Error(`allowing ${projectId}: ${patched.status} ${await patched.text()}`)
    },
    stop,
  }
}
