import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

// Source in the workspace, built JavaScript in the published package: the entry sits beside this file's kind.
const extension = import.meta.url.endsWith('.ts') ? 'ts' : 'js'
const entry = fileURLToPath(new URL(`../injection/browserEntry.${extension}`, import.meta.url))
let bundled: Promise<string> | undefined

/**
 * The test wallet and its installer bundled into one classic script for `addInitScript` (built once
 * per process with esbuild, about a second; nothing is downloaded).
 */
export function bundleTestWalletScript(): Promise<string> {
  bundled ??= build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    logLevel: 'silent',
  }).then((result) => {
    const [output] = result.outputFiles
    if (!output) throw new Error('esbuild produced no test wallet bundle')
    return output.text
  })
  return bundled
}
