import { type ChildProcess, spawn } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { allowLabOrigins } from './allowLabOrigins.js'
import type { LabSites } from './labSites.js'

const cloudRoot = fileURLToPath(new URL('../../cloud', import.meta.url))
/** The cloud's own default data folder (`.data/cloud` at the repository's root), unless DATA_DIR says otherwise. */
const dataDir = process.env.DATA_DIR ?? fileURLToPath(new URL('../../../.data/cloud', import.meta.url))

const healthy = (url: string) =>
  fetch(`${url}/healthz`).then(
    (response) => response.ok,
    () => false,
  )

/**
 * `pnpm lab`'s Portico Cloud on `sites.cloudUrl` (data in `.data/cloud`): reuses one already answering there
 * (`pnpm cloud`), else starts apps/cloud as a child process, with the lab's secure site (on localhost, another site)
 * as its secure site and social callback, and waits for /healthz. Then lets the lab's page on `sites.labPort` use the
 * seeded projects (its admin token from ADMIN_TOKEN or the data folder). Returns the function that stops the child
 * it started (nothing when it reused one).
 */
export async function startLabCloud(sites: LabSites): Promise<() => Promise<void>> {
  const { cloudUrl } = sites
  let stop = async () => {}
  if (await healthy(cloudUrl)) {
    console.log(`Using the Portico Cloud already running at ${cloudUrl}.`)
  } else {
    console.log('Starting Portico Cloud…')
    stop = await spawnCloud(sites)
    console.log(`  Portico Cloud: ${cloudUrl}`)
  }
  const adminToken =
    process.env.ADMIN_TOKEN ?? (await readFile(`${dataDir}/admin-token`, 'utf8').catch(() => '')).trim()
  await allowLabOrigins(cloudUrl, adminToken, [5173, sites.labPort]).catch(async (error: unknown) => {
    if (sites.labPort === 5173) return
    await stop()
    throw new Error(
      `Portico Cloud at ${cloudUrl} does not let the lab on port ${sites.labPort} in (${String(error)}): stop the cloud running there, or use LAB_PORT=5173.`,
    )
  })
  return stop
}

async function spawnCloud({ cloudPort, cloudUrl, secureUrl }: LabSites): Promise<() => Promise<void>> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: cloudRoot,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(cloudPort),
      DATA_DIR: dataDir,
      SECURE_SITE_ORIGINS: secureUrl,
      SOCIAL_REDIRECT_URI: `${secureUrl}/social-callback.html`,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
    stdio: 'inherit',
  })
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  const deadline = Date.now() + 90_000
  while (!(await healthy(cloudUrl))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGTERM')
      throw new Error(`Portico Cloud did not start on ${cloudUrl} (see its log above).`)
    }
    await new Promise((done) => setTimeout(done, 250))
  }
  return async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
}
