import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { BenchApp } from './benchApps.js'

/** The installed version of each of the app's key packages (`not installed` when missing). */
export async function installedVersions(app: BenchApp): Promise<Record<string, string>> {
  const entries = await Promise.all(
    app.keyPackages.map(async (name) => {
      try {
        const manifest = JSON.parse(await readFile(join(app.modulesDir, name, 'package.json'), 'utf8'))
        return [name, String(manifest.version)] as const
      } catch {
        return [name, 'not installed'] as const
      }
    }),
  )
  return Object.fromEntries(entries)
}
