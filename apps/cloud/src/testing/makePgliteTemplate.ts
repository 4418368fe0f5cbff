import { existsSync } from 'node:fs'
import { rename, rm } from 'node:fs/promises'
import { createPgliteStorage } from '../storage/createPgliteStorage.js'
import { runMigrations } from '../storage/runMigrations.js'
import { pgliteTemplateDir } from './pgliteTemplateDir.js'

/**
 * Run as a script (`node --import tsx makePgliteTemplate.ts [target]`, by default the template of this tree's
 * migrations, pgliteTemplateDir): makes a PGlite database with every migration applied in a folder beside `target`
 * and renames it to `target` once it is whole, so a reader never sees a half-made template. A template already there
 * is kept; when another process made it first, this one's copy is thrown away.
 */
async function makePgliteTemplate(target: string): Promise<void> {
  if (existsSync(target)) return
  const building = `${target}.building-${process.pid}`
  await rm(building, { recursive: true, force: true })
  const storage = await createPgliteStorage(building)
  const failed = await runMigrations(storage).then(
    () => undefined,
    (error: unknown) => ({ error }),
  )
  await storage.close()
  // The storage's lock file, beside the folder (lockDataDir).
  await rm(`${building}.lock`, { force: true })
  if (failed) {
    await rm(building, { recursive: true, force: true })
    throw failed.error
  }
  await rename(building, target).catch(async (error: unknown) => {
    await rm(building, { recursive: true, force: true })
    const { code } = error as NodeJS.ErrnoException
    if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error
  })
}

await makePgliteTemplate(process.argv[2] ?? pgliteTemplateDir())
