// A published package installed from its tarball with only the given dependencies: the tarball unpacked into an
// empty folder's node_modules, those dependencies linked from the workspace's install (an optional peer left out is
// absent). Then each entry is imported by a plain Node process, as an app's test run would.
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

/**
 * @param {{ name: string, dir: string, tarball: string, dependencies: string[] }} pkg
 * @param {string[]} entries subpaths ('.', './playwright')
 * @returns {Map<string, { ok: boolean, output: string }>} what importing each entry did
 */
export function importFromTarball(pkg, entries) {
  const scratch = mkdtempSync(join(tmpdir(), 'portico-peer-'))
  try {
    const modules = join(scratch, 'node_modules')
    const target = join(modules, pkg.name)
    mkdirSync(target, { recursive: true })
    execFileSync('tar', ['xzf', pkg.tarball, '--strip-components=1', '-C', target])
    for (const dependency of pkg.dependencies) {
      const link = join(modules, dependency)
      mkdirSync(dirname(link), { recursive: true })
      symlinkSync(realpathSync(join(pkg.dir, 'node_modules', dependency)), link)
    }
    const results = new Map()
    for (const entry of entries) {
      const specifier = entry === '.' ? pkg.name : `${pkg.name}/${entry.slice(2)}`
      const run = spawnSync(process.execPath, ['--input-type=module', '-e', `await import('${specifier}')`], {
        cwd: scratch,
        encoding: 'utf8',
      })
      results.set(entry, { ok: run.status === 0, output: `${run.stdout}${run.stderr}` })
    }
    return results
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}
