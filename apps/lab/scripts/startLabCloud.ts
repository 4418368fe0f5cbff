import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { DEFAULT_LAB_CLOUD_URL } from '../src/cloud/labCloudPath.js'

const cloudRoot = fileURLToPath(new URL('../../cloud', import.meta.url))

const healthy = (url: string) =>
  fetch(`${url}/healthz`).then(
    (response) => response.ok,
    () => false,
  )

/**
 * `pnpm lab`'s Portico Cloud on http://127.0.0.1:8787 (data in `.data/cloud`): reuses one already
 * answering there (`pnpm cloud`), else starts apps/cloud as a child process and waits for /healthz.
 * Returns the function that stops the child it started (nothing when it reused one).
 */
export async function startLabCloud(): Promise<() => Promise<void>> {
  if (await healthy(DEFAULT_LAB_CLOUD_URL)) {
    console.log(`Using the Portico Cloud already running at ${DEFAULT_LAB_CLOUD_URL}.`)
    return async () => {}
  }
  console.log('Starting Portico Cloud…')
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: cloudRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '8787', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
    stdio: 'inherit',
  })
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  const deadline = Date.now() + 90_000
  while (!(await healthy(DEFAULT_LAB_CLOUD_URL))) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error('Portico Cloud did not start on 127.0.0.1:8787 (see its log above).')
    await new Promise((done) => setTimeout(done, 250))
  }
  console.log(`  Portico Cloud: ${DEFAULT_LAB_CLOUD_URL}`)
  return async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
}
