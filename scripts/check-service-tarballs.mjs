// `pnpm check:services`: the two services as a team gets them. In empty folders outside the
// repository, deploy/install-from-packs.sh (the images' install step) installs @portico/cloud and
// @portico/secure with npm from .packs/ (`pnpm pack:packages`); then the installed `portico-cloud`
// starts on PGlite with the image's settings (production, a fresh data folder) and must answer
// /healthz, and the installed `portico-secure` must serve the frame page with the project's origins in
// its frame-ancestors. Prints the install and cold-start times. Exits 1 with the first failure.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const packs = join(root, '.packs')
const scratch = mkdtempSync(join(tmpdir(), 'portico-services-'))
/** Bounds a hang only: a cold PGlite start on a busy two-core machine takes well under this. */
const START_DEADLINE_MS = 180_000
const children = []
const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1)

function fail(message) {
  throw new Error(`check:services: ${message}`)
}

function install(service) {
  const started = performance.now()
  const target = join(scratch, service)
  execFileSync('sh', [join(root, 'deploy/install-from-packs.sh'), packs, target, service], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, npm_config_update_notifier: 'false' },
  })
  console.log(`› ${service}: installed with npm in ${seconds(started)} s`)
  return target
}

/** Starts an installed bin and resolves with the first stdout line `match` finds (its first group). */
function start(bin, env, match) {
  const child = spawn(bin, [], {
    cwd: scratch,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let output = ''
  return new Promise((resolvePromise, reject) => {
    const deadline = setTimeout(
      () => reject(new Error(`${bin} did not start:\n${output}`)),
      START_DEADLINE_MS,
    )
    const read = (chunk) => {
      output += chunk
      const found = match.exec(output)
      if (found) {
        clearTimeout(deadline)
        resolvePromise({ child, value: found[1] })
      }
    }
    child.stdout.on('data', read)
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.once('exit', (code) => {
      clearTimeout(deadline)
      reject(new Error(`${bin} exited (${code}) before it listened:\n${output}`))
    })
  })
}

function stop(child) {
  return new Promise((resolvePromise) => {
    if (child.exitCode !== null) return resolvePromise(child.exitCode)
    child.once('exit', (code) => resolvePromise(code))
    child.kill('SIGTERM')
  })
}

try {
  const cloudDir = install('cloud')
  const cloudBin = join(cloudDir, 'node_modules/.bin/portico-cloud')
  for (const devOnly of ['@portico/devnet', '@portico/testing', 'vitest'])
    if (existsSync(join(cloudDir, 'node_modules', devOnly))) fail(`installing the cloud brought ${devOnly}`)
  const help = execFileSync(cloudBin, ['--help'], { encoding: 'utf8' })
  for (const setting of ['DATABASE_URL', 'REDIS_URL', 'PORT', 'DATA_DIR'])
    if (!help.includes(setting)) fail(`portico-cloud --help does not name ${setting}`)

  // The image's settings (deploy/cloud/Dockerfile), on a free loopback port.
  const coldStart = performance.now()
  const { child: cloud, value: cloudUrl } = await start(
    cloudBin,
    { NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', DATA_DIR: join(scratch, 'cloud-data') },
    /"msg":"listening".*?"url":"([^"]+)"/,
  )
  const health = await fetch(`${cloudUrl}/healthz`)
  const body = await health.json()
  if (health.status !== 200 || body.storage !== 'pglite')
    fail(`/healthz answered ${health.status} ${JSON.stringify(body)}`)
  console.log(`› cloud: /healthz 200 on PGlite ${seconds(coldStart)} s after start (${cloudUrl})`)

  const secureDir = install('secure')
  const { child: secure, value: secureUrl } = await start(
    join(secureDir, 'node_modules/.bin/portico-secure'),
    { HOST: '127.0.0.1', PORT: '0', PORTICO_CLOUD_URL: cloudUrl },
    /secure site on (http:\/\/\S+)/,
  )
  const frame = await fetch(`${secureUrl}/?projectId=portico-lab&chainId=eip155:1`)
  const csp = frame.headers.get('content-security-policy') ?? ''
  if (frame.status !== 200 || !/frame-ancestors [^;]*http:\/\/localhost:5173/.test(csp))
    fail(`the frame page answered ${frame.status} with CSP "${csp}"`)
  // A production cloud lists the project's origins only, never the development defaults (any *.vercel.app page).
  if (/vercel\.app|ngrok/.test(csp))
    fail(`a production frame page lets the development ancestors embed it: "${csp}"`)
  if (!(await frame.text()).includes(`content="${cloudUrl}"`)) fail("the frame page lacks the cloud's URL")
  const unknown = await fetch(`${secureUrl}/nope`)
  if (unknown.status !== 404) fail(`an unknown path answered ${unknown.status}`)
  console.log(`› secure: frame page with the project's frame-ancestors (${secureUrl})`)

  for (const [name, child] of [
    ['portico-secure', secure],
    ['portico-cloud', cloud],
  ]) {
    const stopping = performance.now()
    const code = await stop(child)
    if (code !== 0) fail(`${name} exited ${code} on SIGTERM`)
    console.log(`› ${name}: stopped on SIGTERM in ${seconds(stopping)} s`)
  }
  console.log('check:services: cloud and secure site installed from their tarballs, started, answered')
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
  rmSync(scratch, { recursive: true, force: true })
}
