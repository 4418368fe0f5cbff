import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { BenchApp } from '../apps/benchApps.js'
import { resolvePackageDir } from '../apps/resolvePackageDir.js'
import { runCommand } from './runCommand.js'

export type BuildResult = { ok: boolean; ms: number; distDir: string; error?: string }

/**
 * `vite build` of one app with its own Vite (production mode, manifest, hidden source maps), into `outDir` of the app's
 * folder (two scenarios that build one app into folders of their own may build side by side).
 */
export async function buildApp(
  app: BenchApp,
  env: Record<string, string> = {},
  outDir = 'dist',
): Promise<BuildResult> {
  const distDir = join(app.dir, outDir)
  await rm(distDir, { recursive: true, force: true })
  const viteDir = resolvePackageDir(app, 'vite')
  if (!viteDir) return { ok: false, ms: 0, distDir, error: 'vite is not installed for this app' }
  const vite = join(viteDir, 'bin', 'vite.js')
  const result = await runCommand(
    process.execPath,
    [vite, 'build', '--logLevel', 'warn', '--outDir', outDir],
    app.dir,
    300_000,
    env,
  )
  if (result.code === 0) return { ok: true, ms: result.ms, distDir }
  return { ok: false, ms: result.ms, distDir, error: firstError(result.output) }
}

/** The line that says what broke, without the stack. */
function firstError(output: string): string {
  const lines = output.split('\n').map((line) => line.trim())
  const error = lines.find(
    (line) => /error|missing|not exported|cannot|failed/i.test(line) && !line.startsWith('at '),
  )
  return (error ?? lines.find((line) => line.length > 0) ?? 'vite build failed').slice(0, 300)
}
