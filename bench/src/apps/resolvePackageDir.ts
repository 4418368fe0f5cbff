import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { BenchApp } from './benchApps.js'

/** The folder of an installed package as the app resolves it (nearest node_modules first). */
export function resolvePackageDir(app: BenchApp, name: string): string | undefined {
  return app.modulesDirs.map((dir) => join(dir, name)).find((dir) => existsSync(join(dir, 'package.json')))
}
