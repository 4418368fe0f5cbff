import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

const cache = new Map<string, string>()

/**
 * The npm package a source file belongs to: the `name` of the nearest package.json above it (so
 * node_modules, pnpm's store and workspace packages all resolve), or `[app]` for the app's own code.
 */
export function packageOfSource(absolutePath: string, appDir: string): string {
  let dir = dirname(absolutePath)
  const visited: string[] = []
  for (let depth = 0; depth < 40; depth++) {
    const known = cache.get(dir)
    if (known) return remember(visited, known)
    if (dir === appDir || dir === dirname(dir)) return remember(visited, '[app]')
    visited.push(dir)
    const manifest = join(dir, 'package.json')
    if (existsSync(manifest)) {
      const name = (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name
      if (typeof name === 'string' && name.length > 0) return remember(visited, name)
    }
    dir = dirname(dir)
  }
  return '[app]'
}

function remember(dirs: string[], name: string): string {
  for (const dir of dirs) cache.set(dir, name)
  return name
}
