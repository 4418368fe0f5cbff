import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const cloudDir = fileURLToPath(new URL('../../', import.meta.url))
const makeScript = fileURLToPath(new URL('./makePgliteTemplate.ts', import.meta.url))

/** The template's folder, one per PGlite version: a newer PGlite never opens a template an older one made. */
function templateDir(): string {
  const manifest = join(cloudDir, 'node_modules/@electric-sql/pglite/package.json')
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }
  return join(tmpdir(), `portico-pglite-template-${version}`)
}

/**
 * Gives a test's cloud data folder an initialised, empty PGlite database (what the cloud's first start makes in
 * `<dataDir>/pglite`) by copying a template, so that each test's cloud skips PGlite's initdb: seconds of WASM on
 * a quiet machine, tens on a busy one, in every cloud a test starts. The template is made once per machine and
 * PGlite version, in a child process (this stays synchronous, as testConfig is). A folder that already holds a
 * database is left as it is, and one that does not exist yet is left to the cloud to create: a test of the first
 * start passes such a folder (or uses the storage directly).
 */
export function seedPgliteDataDir(dataDir: string): void {
  const target = join(dataDir, 'pglite')
  if (!existsSync(dataDir) || existsSync(target)) return
  const template = templateDir()
  if (!existsSync(template)) {
    execFileSync(process.execPath, ['--import', 'tsx', makeScript, template], {
      cwd: cloudDir,
      stdio: 'pipe',
    })
  }
  cpSync(template, target, { recursive: true })
}
