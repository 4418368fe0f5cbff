import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const cloudDir = fileURLToPath(new URL('../../', import.meta.url))
const defaultMigrationsDir = join(cloudDir, 'migrations')
const migrationRunner = join(cloudDir, 'src/storage/runMigrations.ts')

/**
 * The folder of PGlite's migrated template, one per PGlite version and set of migrations: a newer PGlite never opens
 * a template an older one made, and a migration added, changed or removed (or a change to how they are applied,
 * `runMigrations.ts`) names another folder, so a test never gets a schema the cloud's code would not make.
 */
export function pgliteTemplateDir(migrationsDir: string = defaultMigrationsDir): string {
  const manifest = join(cloudDir, 'node_modules/@electric-sql/pglite/package.json')
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }
  return join(tmpdir(), `portico-pglite-template-${version}-${migrationsHash(migrationsDir)}`)
}

/** A hash of every `*.sql` file's name and text in `migrationsDir`, with the code that applies them. */
function migrationsHash(migrationsDir: string): string {
  const hash = createHash('sha256').update(readFileSync(migrationRunner))
  const files = readdirSync(migrationsDir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
  for (const file of files) hash.update(`\0${file}\0`).update(readFileSync(join(migrationsDir, file)))
  return hash.digest('hex').slice(0, 16)
}
