import { open, readFile, rm } from 'node:fs/promises'

const lockedHere = new Set<string>()

/**
 * Takes the PGlite data folder for this process (a `<folder>.lock` file beside it, holding the PID): PGlite must
 * never be opened by two processes at once. A lock left by a process that is gone is taken over. Returns the
 * release function.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const file = `${dir}.lock`
  if (lockedHere.has(file)) throw inUse(dir, process.pid)
  for (;;) {
    try {
      const handle = await open(file, 'wx')
      await handle.writeFile(String(process.pid))
      await handle.close()
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = Number((await readFile(file, 'utf8').catch(() => '')).trim())
      if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) throw inUse(dir, owner)
      await rm(file, { force: true })
    }
  }
  lockedHere.add(file)
  return async () => {
    lockedHere.delete(file)
    await rm(file, { force: true })
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function inUse(dir: string, pid: number): Error {
  return new Error(
    `The PGlite data folder ${dir} is in use by process ${pid}. Stop that cloud first, use the admin API, or use DATABASE_URL.`,
  )
}
