import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { BenchApp } from './benchApps.js'
import { resolvePackageDir } from './resolvePackageDir.js'

/** The installed version of each of the app's key packages (`not installed` when missing). */
export async function installedVersions(app: BenchApp): Promise<Record<string, string>> {
  const entries = await Promise.all(
    app.keyPackages.map(async (name) => {
      const dir = resolvePackageDir(app, name)
      if (!dir) return [name, 'not installed'] as const
      const manifest = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8'))
      return [name, String(manifest.version)] as const
    }),
  )
  return Object.fromEntries(entries)
}
