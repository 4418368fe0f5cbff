import { execFileSync } from 'node:child_process'
import { cpSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { pgliteTemplateDir } from './pgliteTemplateDir.js'

const cloudDir = fileURLToPath(new URL('../../', import.meta.url))
const makeScript = fileURLToPath(new URL('./makePgliteTemplate.ts', import.meta.url))

/**
 * Gives a test's cloud data folder a PGlite database with every migration applied (what the cloud's first start
 * makes in `<dataDir>/pglite`) by copying a template, so that each test's cloud skips PGlite's initdb and the
 * migrations: seconds of WASM on a quiet machine, tens on a busy one, in every cloud a test starts. The cloud still
 * runs its migrations on start and finds none left to apply. The template is made once per machine, PGlite version
 * and set of migrations (pgliteTemplateDir), in a child process (this stays synchronous, as testConfig is);
 * `scripts/test.sh` makes it before the tests (`pnpm --filter @portico/cloud pglite-template`). A folder that
 * already holds a database is left as it is, and one that does not exist yet is left to the cloud to create: a test
 * of the first start passes such a folder (or uses the storage directly).
 */
export function seedPgliteDataDir(dataDir: string): void {
  const target = join(dataDir, 'pglite')
  if (!existsSync(dataDir) || existsSync(target)) return
  const template = pgliteTemplateDir()
  if (!existsSync(template)) {
    execFileSync(process.execPath, ['--import', 'tsx', makeScript, template], {
      cwd: cloudDir,
      stdio: 'pipe',
    })
  }
  cpSync(template, target, { recursive: true })
}
