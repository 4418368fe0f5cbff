// `pnpm pack:packages`: builds every published package and packs it as a consumer would get it
// (pnpm applies publishConfig and turns workspace: ranges into versions) into .packs/, one
// version-less tarball per package (.packs/portico-core.tgz), for the examples and the checks.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { publishedPackages, tarballName } from './packages/publishedPackages.mjs'

const root = resolve(import.meta.dirname, '..')
const out = join(root, '.packs')
const run = (args, cwd) =>
  execFileSync('pnpm', args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' })

if (!process.argv.includes('--no-build')) execFileSync('pnpm', ['build'], { cwd: root, stdio: 'inherit' })
rmSync(out, { recursive: true, force: true })
mkdirSync(out, { recursive: true })
for (const { name, dir } of publishedPackages(root)) {
  const scratch = mkdtempSync(join(tmpdir(), 'portico-pack-'))
  run(['pack', '--pack-destination', scratch], dir)
  const [file] = readdirSync(scratch)
  if (!file) throw new Error(`pnpm pack wrote nothing for ${name}`)
  renameSync(join(scratch, file), join(out, tarballName(name)))
  rmSync(scratch, { recursive: true, force: true })
  console.log(`packed ${name} → .packs/${tarballName(name)}`)
}
