// The cloud and the secure site as a team gets them: installed with npm from the tarballs of `pnpm pack:packages`
// (.packs/) by deploy/install-from-packs.sh (the images' install step) into folders outside the repository, so no
// module of the clone can stand in for a missing dependency; started as their installed commands. Shared by
// `pnpm check:services` (which installs afresh and leaves the installs behind) and the examples' browser tests
// (which reuse those installs when the tarballs are the same, so CI installs each service once).
import { execFile, execFileSync, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'

const execFileAsync = promisify(execFile)
const root = resolve(import.meta.dirname, '../..')
const packs = join(root, '.packs')
/** One folder per clone, outside it: the installs of the last `check:services` of this clone. */
const installs = join(
  tmpdir(),
  `portico-services-${createHash('sha256').update(root).digest('hex').slice(0, 12)}`,
)
/** The command each service installs. */
const BINS = { cloud: 'portico-cloud', secure: 'portico-secure' }

/** What the tarballs are now (names, sizes, times): an install of other tarballs is not reused. */
function packsStamp() {
  if (!existsSync(packs)) throw new Error('No .packs/: run `pnpm pack:packages` first')
  return readdirSync(packs)
    .sort()
    .map((name) => {
      const { size, mtimeMs } = statSync(join(packs, name))
      return `${name}:${size}:${mtimeMs}`
    })
    .join('\n')
}

/**
 * Installs `service` ('cloud' or 'secure') from .packs/ into an empty folder outside the repository, or with
 * `reuse` keeps the install left there by an earlier call for the same tarballs. Returns its folder, its command
 * and the seconds the install took (0 when reused).
 */
export function installService(service, { reuse = false } = {}) {
  const dir = join(installs, service)
  const stampFile = join(installs, `${service}.stamp`)
  const bin = join(dir, 'node_modules/.bin', BINS[service])
  const stamp = packsStamp()
  if (reuse && existsSync(bin) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp)
    return { dir, bin, seconds: 0 }
  const started = performance.now()
  rmSync(dir, { recursive: true, force: true })
  rmSync(stampFile, { force: true })
  execFileSync('sh', [join(root, 'deploy/install-from-packs.sh'), packs, dir, service], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, npm_config_update_notifier: 'false' },
  })
  writeFileSync(stampFile, stamp)
  return { dir, bin, seconds: (performance.now() - started) / 1000 }
}

/** The environment an installed service gets: only PATH and HOME of ours (a host's own variables stay out). */
const serviceEnv = (env) => ({ PATH: process.env.PATH, HOME: process.env.HOME, ...env })

/**
 * Ten minutes: a bound on a hang, not a time a quiet machine meets. The installed cloud's cold start on a fresh data
 * folder (PGlite's initdb and every migration) is about 12 s of CPU; at the load averages of 30 to 45 this shared
 * 2-core machine sees, a process gets a fifteenth to a twentieth of a core, which takes that start to three or four
 * minutes (initdb alone once took 386 s at 42), past the three minutes this was.
 */
const START_DEADLINE_MS = 600_000

/**
 * Starts an installed command in `cwd` with `env` and resolves with the first group `match` finds in its stdout (the
 * URL it listens on), or rejects with its output when it exits first or takes longer than `deadlineMs`.
 */
export function startService(bin, { cwd, env, match, deadlineMs = START_DEADLINE_MS }) {
  const child = spawn(bin, [], { cwd, env: serviceEnv(env), stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  return new Promise((resolvePromise, reject) => {
    const deadline = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`${bin} did not start:\n${output}`))
    }, deadlineMs)
    const read = (chunk) => {
      output += chunk
      const found = match.exec(output)
      if (found) {
        clearTimeout(deadline)
        child.off('exit', exited)
        resolvePromise({ child, value: found[1], output: () => output })
      }
    }
    const exited = (code) => {
      clearTimeout(deadline)
      reject(new Error(`${bin} exited (${code}) before it listened:\n${output}`))
    }
    child.stdout.on('data', read)
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.once('exit', exited)
  })
}

/** The installed cloud's listening line: `"msg":"listening"` with its URL. */
export const CLOUD_LISTENING = /"msg":"listening".*?"url":"([^"]+)"/
/** The installed secure site's listening line. */
export const SECURE_LISTENING = /secure site on (http:\/\/\S+)/

/**
 * `portico-cloud admin-token` for the cloud of `env` (its DATA_DIR): the admin API's bearer token. Run without
 * blocking this process: a command that starts Node and the cloud's modules takes over five seconds on a busy machine,
 * and a caller blocked that long let its keep-alive connection to the cloud pass the server's 5 s timeout unseen, so
 * its next request went out on a socket the cloud was closing ('fetch failed', other side closed: check:services
 * beside the other package checks, 2026-12-01).
 */
export async function cloudAdminToken(bin, { cwd, env }) {
  const { stdout } = await execFileAsync(bin, ['admin-token'], {
    cwd,
    env: serviceEnv(env),
    encoding: 'utf8',
  })
  return stdout.trim()
}

/** Stops a started service with SIGTERM (its graceful shutdown) and resolves with its exit code. */
export function stopService(child) {
  return new Promise((resolvePromise) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolvePromise(child.exitCode)
    child.once('exit', (code) => resolvePromise(code))
    child.kill('SIGTERM')
  })
}
