import { open } from 'node:fs/promises'
import { hostname } from 'node:os'
import { tryLock } from 'fs-native-extensions'

/**
 * Takes the PGlite data folder for this process: PGlite must never be opened by two processes at once. The lock is
 * a kernel lock (an open-file-description lock) on `<folder>.lock`, held by an open descriptor: the kernel drops
 * it when the process ends in any way (kill -9, OOM kill, container stop), so a restart never finds a stale lock,
 * whatever PID it runs as (PID 1 in a container on every start). The file itself only says who holds it (PID, host,
 * start time) for the error message; it stays in place. Returns the release function.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const file = `${dir}.lock`
  const handle = await open(file, 'a+', 0o600)
  let locked = false
  try {
    locked = tryLock(handle.fd)
    if (!locked) throw inUse(dir, (await handle.readFile('utf8')).trim())
    await handle.truncate(0)
    await handle.write(
      `${JSON.stringify({ pid: process.pid, host: hostname(), startedAt: new Date().toISOString() })}\n`,
    )
  } catch (error) {
    await handle.close()
    throw error
  }
  let released = false
  return async () => {
    if (released) return
    released = true
    // Closing the last descriptor releases the kernel lock.
    await handle.close()
  }
}

function inUse(dir: string, holder: string): Error {
  const owner = describeHolder(holder)
  return new Error(
    `The PGlite data folder ${dir} is in use by another process${owner}. Stop that cloud first, use the admin API, or use DATABASE_URL.`,
  )
}

function describeHolder(text: string): string {
  try {
    const { pid, host, startedAt } = JSON.parse(text) as {
      pid?: unknown
      host?: unknown
      startedAt?: unknown
    }
    return ` (process ${String(pid)} on ${String(host)}, started ${String(startedAt)})`
  } catch {
    return ''
  }
}
