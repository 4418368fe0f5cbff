import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

// Source in the workspace, built JavaScript in the published package: the entry sits beside this file's kind.
const extension = import.meta.url.endsWith('.ts') ? 'ts' : 'js'
const entries = {
  all: fileURLToPath(new URL(`../injection/browserEntry.${extension}`, import.meta.url)),
  withoutPolkadot: fileURLToPath(
    new URL(`../injection/browserEntryWithoutPolkadot.${extension}`, import.meta.url),
  ),
}
const bundled = new Map<string, Promise<string>>()

export interface BundleTestWalletScriptOptions {
  /**
   * Whether the script can install Polkadot extensions (`installation.polkadot`). Default true; false leaves the
   * Polkadot libraries out (about half of the script), which every document of the page then no longer parses
   * and runs: a new page opens seconds sooner on a busy machine.
   */
  polkadot?: boolean | undefined
}

/**
 * The test wallet and its installer bundled into one classic script for `addInitScript` (built once
 * per process and kind with esbuild, about a second; nothing is downloaded).
 */
export function bundleTestWalletScript(options: BundleTestWalletScriptOptions = {}): Promise<string> {
  const entry = options.polkadot === false ? entries.withoutPolkadot : entries.all
  let script = bundled.get(entry)
  if (!script) {
    script = build({
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
    bundled.set(entry, script)
  }
  return script
}
