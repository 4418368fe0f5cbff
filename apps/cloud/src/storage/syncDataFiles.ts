import { chmodSync, readdirSync, statSync } from 'node:fs'
import { open } from 'node:fs/promises'
import { join } from 'node:path'

/** mtime is coarse on some file systems: files changed this long before the last sync are synced again. */
const MTIME_SLACK_MS = 2_000

/**
 * Forces to disk (fsync) every file and folder under `dir` changed since `sinceMs`, and takes group and other
 * permissions off every entry (PGlite creates its files 0666). Returns how many entries it synced.
 *
 * The walk is synchronous: a PGlite folder holds about a thousand entries, all in the page cache, which one pass of
 * `statSync` reads in about 3 ms of CPU; a promise and a thread-pool round trip for each took five times that, every
 * second on a node that writes. Only the fsyncs, the slow part, go through the thread pool.
 */
export async function syncDataFiles(dir: string, sinceMs: number): Promise<number> {
  const changed: string[] = []
  const visit = (path: string) => {
    const info = statOrUndefined(path)
    // A file PGlite removed meanwhile (a recycled WAL segment) has nothing left to sync.
    if (!info) return
    if (info.mode & 0o077) chmodOrSkip(path, info.isDirectory() ? 0o700 : 0o600)
    if (info.isDirectory()) for (const entry of readdirOrEmpty(path)) visit(join(path, entry))
    if (info.mtimeMs >= sinceMs - MTIME_SLACK_MS) changed.push(path)
  }
  visit(dir)
  let synced = 0
  for (const path of changed) {
    const handle = await open(path, 'r').catch(() => undefined)
    if (!handle) continue
    try {
      await handle.sync()
      synced++
    } finally {
      await handle.close()
    }
  }
  return synced
}

function statOrUndefined(path: string) {
  try {
    return statSync(path)
  } catch {
    return undefined
  }
}

function chmodOrSkip(path: string, mode: number) {
  try {
    chmodSync(path, mode)
  } catch {
    // Removed meanwhile, or not ours to change: the next flush tries again.
  }
}

function readdirOrEmpty(path: string): string[] {
  try {
    return readdirSync(path)
  } catch {
    return []
  }
}
