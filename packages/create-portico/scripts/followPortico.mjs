// Run by the root `pnpm version-packages` before `changeset version`: when the pending changesets release a Portico
// package that the starter writes into apps, they release create-portico too (a patch), so that its next publication
// carries the new versions. Changesets releases a package for a new version of its dependencies, not of its
// devDependencies, which is where create-portico lists Portico (so that `npm create` installs none of it).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

export const FOLLOW_CHANGESET = 'create-portico-follows-portico.md'

/**
 * Writes `.changeset/create-portico-follows-portico.md` when a pending changeset releases one of `manifest`'s
 * devDependencies and none releases create-portico itself. Returns the packages that made it, or [] for none.
 */
export function followPortico(changesetDir, manifest) {
  const followed = new Set(Object.keys(manifest.devDependencies ?? {}))
  const released = new Set()
  for (const file of readdirSync(changesetDir)) {
    if (!file.endsWith('.md') || file === 'README.md') continue
    const front = /^---\n([\s\S]*?)\n---/.exec(readFileSync(join(changesetDir, file), 'utf8'))?.[1] ?? ''
    for (const [, name] of front.matchAll(/^\s*["']?([^"':\s]+)["']?\s*:\s*(?:major|minor|patch)\s*$/gm))
      released.add(name)
  }
  if (released.has(manifest.name)) return []
  const causes = [...released].filter((name) => followed.has(name)).sort()
  if (causes.length > 0 && !existsSync(join(changesetDir, FOLLOW_CHANGESET)))
    writeFileSync(
      join(changesetDir, FOLLOW_CHANGESET),
      `---\n"${manifest.name}": patch\n---\n\nThe apps it creates install the new releases of ${causes.join(', ')}.\n`,
    )
  return causes
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
  const causes = followPortico(fileURLToPath(new URL('../../../.changeset/', import.meta.url)), manifest)
  if (causes.length > 0) console.log(`create-portico follows ${causes.length} released Portico packages`)
}
