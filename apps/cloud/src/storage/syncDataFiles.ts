import { chmod, open, readdir, stat } from 'node:fs/promises'
import { join } from 'node:path'

/** mtime is coarse on some file systems: files changed this long before the last sync are synced again. */
const MTIME_SLACK_MS = 2_000

/**
 * Forces to disk (fsync) every file and folder under `dir` changed since `sinceMs`, and takes group and other
 * permissions off every entry (PGlite creates its files 0666). Returns how many entries it synced.
 */
export async function syncDataFiles(dir: string, sinceMs: number): Promise<number> {
  let synced = 0
  const visit = async (path: string) => {
    const info = await stat(path).catch(() => undefined)
    // A file PGlite removed meanwhile (a recycled WAL segment) has nothing left to sync.
    if (!info) return
    if (info.mode & 0o077) await chmod(path, info.isDirectory() ? 0o700 : 0o600).catch(() => undefined)
    if (info.isDirectory()) {
      const entries = await readdir(path).catch(() => [])
      for (const entry of entries) await visit(join(path, entry))
    }
    if (info.mtimeMs < sinceMs - MTIME_SLACK_MS) return
    const handle = await open(path, 'r').catch(() => undefined)
    if (!handle) return
    try {
      await handle.sync()
      synced++
    } finally {
      await handle.close()
    }
  }
  await visit(dir)
  return synced
}
