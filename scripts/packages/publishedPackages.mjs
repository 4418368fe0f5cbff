// The workspace's published packages: every package that is not private.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** @returns {{ name: string, dir: string, manifest: Record<string, any> }[]} */
export function publishedPackages(root) {
  const listed = JSON.parse(
    execFileSync('pnpm', ['m', 'ls', '--json', '--depth=-1'], { cwd: root, encoding: 'utf8' }),
  )
  return listed
    .map(({ path }) => ({
      dir: path,
      manifest: JSON.parse(readFileSync(join(path, 'package.json'), 'utf8')),
    }))
    .filter(({ manifest }) => !manifest.private && manifest.name)
    .map(({ dir, manifest }) => ({ name: manifest.name, dir, manifest }))
    .sort((a, b) => a.name.localeCompare(b.name))
}

/** `@portico/adapter-eip155` → `portico-adapter-eip155.tgz` */
export function tarballName(name) {
  return `${name.replace(/^@/, '').replace('/', '-')}.tgz`
}
