// What every script and test world that starts a Portico Cloud of its own needs: a free loopback port, the cloud's
// admin API with its bearer token, and the cloud of this clone (apps/cloud/src/main.ts through tsx) as a child
// process that answers /healthz. Shared by `pnpm check:services`, the examples' browser tests (installed services),
// the bench's relay (bench/src/relay) and the lab's browser tests (apps/lab/e2e/world). Plain Node, no dependency:
// the examples import it from the clone while their packages come from the tarballs.
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { resolve } from 'node:path'

const cloudRoot = resolve(import.meta.dirname, '../../apps/cloud')
// Generous: a child that exits fails at once, and one still starting is working (tsx compiles the whole cloud first).
// At load averages of 22 to 44 on two cores the lab's cloud missed 90 s three times (docs/testing.md).
const START_TIMEOUT_MS = 240_000

/** A free loopback port (the kernel's choice), released again for a server to take. */
export async function freePort() {
  const server = createServer()
  await new Promise((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address()
  await new Promise((done) => server.close(() => done()))
  if (!address || typeof address === 'string') throw new Error('no free port')
  return address.port
}

/** The admin API of the cloud at `cloudUrl`: `fetch` of `/admin/v1<path>` with its bearer token and JSON. */
export function cloudAdmin(cloudUrl, adminToken) {
  return (path, init = {}) =>
    fetch(`${cloudUrl}/admin/v1${path}`, {
      ...init,
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    })
}

/**
 * Starts the cloud of this clone (`apps/cloud/src/main.ts` through tsx) on 127.0.0.1:`port` with `env` over this
 * process's environment, and waits for /healthz. Rejects, having stopped it, with the tail of its output when it
 * exits first or does not answer in time; `output` is the tail of what it printed. `stop` sends SIGTERM (its graceful shutdown), SIGKILL after 20 s, and waits.
 */
export async function startSourceCloud({ port, env }) {
  const url = `http://127.0.0.1:${port}`
  let output = ''
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: cloudRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // The tail is all a failure shows; a long run (the bench's relay) must not keep every line.
  const keep = (chunk) => {
    output = `${output}${chunk}`.slice(-4000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise((done) => child.once('exit', () => done()))
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    const killer = setTimeout(() => child.kill('SIGKILL'), 20_000)
    await exited
    clearTimeout(killer)
  }
  try {
    await waitForHealth(url, child)
  } catch (error) {
    await stop()
    throw new Error(`Portico Cloud did not start on ${url}: ${String(error)}\n${output.slice(-2000)}`)
  }
  return { url, child, output: () => output, stop }
}

async function waitForHealth(url, child) {
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
