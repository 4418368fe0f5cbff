import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { BenchApp } from '../apps/benchApps.js'
import { runCommand } from './runCommand.js'

export type InstallResult = { app: BenchApp['id']; ok: boolean; ms: number; skipped: boolean; error?: string }

/**
 * Installs each peer app's own lockfile with `npm ci` (in parallel), unless its node_modules is already
 * newer than the lockfile. Peers stay outside the pnpm workspace, so CI's install never pulls them.
 */
export function installPeers(apps: readonly BenchApp[]): Promise<InstallResult[]> {
  return Promise.all(apps.filter((app) => app.kind === 'peer').map(installPeer))
}

async function installPeer(app: BenchApp): Promise<InstallResult> {
  if (await isFresh(app)) return { app: app.id, ok: true, ms: 0, skipped: true }
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  const args = ['ci', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel', 'error']
  const result = await runCommand(npm, args, app.dir, 900_000)
  const error = result.code === 0 ? undefined : result.output.trim().split('\n').slice(-3).join(' ')
  return { app: app.id, ok: result.code === 0, ms: result.ms, skipped: false, error }
}

async function isFresh(app: BenchApp): Promise<boolean> {
  try {
    const [installed, lock] = await Promise.all([
      stat(join(app.dir, 'node_modules', '.package-lock.json')),
      stat(join(app.dir, 'package-lock.json')),
    ])
    return installed.mtimeMs >= lock.mtimeMs
  } catch {
    return false
  }
}
