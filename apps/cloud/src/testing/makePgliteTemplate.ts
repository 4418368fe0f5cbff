import { rename, rm } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'

/**
 * Run as a script (`node --import tsx makePgliteTemplate.ts <target>`): initialises an empty PGlite database in a
 * folder beside `target` and renames it to `target` once it is whole, so a reader never sees a half-made template.
 * When another process made it first, this one's copy is thrown away.
 */
async function makePgliteTemplate(target: string): Promise<void> {
  const building = `${target}.building-${process.pid}`
  await rm(building, { recursive: true, force: true })
  const db = await PGlite.create(building)
  await db.close()
  await rename(building, target).catch(async (error: unknown) => {
    await rm(building, { recursive: true, force: true })
    const { code } = error as NodeJS.ErrnoException
    if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error
  })
}

const [target] = process.argv.slice(2)
if (!target) throw new Error('usage: makePgliteTemplate.ts <target folder>')
await makePgliteTemplate(target)
