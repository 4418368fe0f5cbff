import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

/**
 * Where the devnet file lives: `$PORTICO_DEVNET_FILE`, else `.devnet/endpoints.json` at the root of the
 * workspace that contains `cwd` (the folder holding `pnpm-workspace.yaml`), else under `cwd`.
 */
export function devnetFilePath(cwd: string = process.cwd()): string {
  const fromEnv = process.env.PORTICO_DEVNET_FILE
  if (fromEnv) return resolve(cwd, fromEnv)
  return join(workspaceRoot(cwd) ?? cwd, '.devnet', 'endpoints.json')
}

function workspaceRoot(from: string): string | undefined {
  for (let dir = resolve(from); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir
    if (dirname(dir) === dir) return undefined
  }
}
