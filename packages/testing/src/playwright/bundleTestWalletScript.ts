import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

// Source in the workspace, built JavaScript in the published package: the modules sit beside this file's kind.
const extension = import.meta.url.endsWith('.ts') ? 'ts' : 'js'
const here = fileURLToPath(new URL('.', import.meta.url))
/** Each namespace's installer besides EVM: its export and its module, from this folder. */
const installers = {
  solana: ['installSolanaTestWallets', '../injection/installSolanaTestWallets'],
  bitcoin: ['installBitcoinTestWallets', '../bitcoinWallet/installBitcoinTestWallets'],
  cosmos: ['installCosmosTestWallets', '../cosmosWallet/installCosmosTestWallets'],
  polkadot: ['installPolkadotTestWallets', '../polkadotWallet/installPolkadotTestWallets'],
} as const
type Namespace = keyof typeof installers
const bundled = new Map<string, Promise<string>>()

export interface BundleTestWalletScriptOptions {
  /** Whether the script can install Solana wallets (`installation.solana`). Default true. */
  solana?: boolean | undefined
  /** Whether the script can install Bitcoin wallets (`installation.bitcoin`). Default true. */
  bitcoin?: boolean | undefined
  /** Whether the script can install Cosmos wallets (`installation.cosmos`). Default true. */
  cosmos?: boolean | undefined
  /**
   * Whether the script can install Polkadot extensions (`installation.polkadot`). Default true; false leaves the
   * Polkadot libraries out (about half of the script).
   */
  polkadot?: boolean | undefined
}

/**
 * The test wallet and its installer bundled into one classic script for `addInitScript` (built once per process and
 * set of namespaces with esbuild, about a second; nothing is downloaded). The EVM wallets are always in it; another
 * namespace's installer and libraries only when its option is not false, since every document of the page parses and
 * runs the script: EVM alone is about a fifth of the whole script's 1.25 MB (docs/testing.md). A script without a
 * namespace throws when asked to install it.
 */
export function bundleTestWalletScript(options: BundleTestWalletScriptOptions = {}): Promise<string> {
  const carried = (Object.keys(installers) as Namespace[]).filter((name) => options[name] !== false)
  const key = carried.join(',')
  let script = bundled.get(key)
  if (!script) {
    const contents = [
      `import { exposeTestWalletInstaller } from '../injection/exposeTestWalletInstaller.${extension}'`,
      ...carried.map(
        (name) => `import { ${installers[name][0]} } from '${installers[name][1]}.${extension}'`,
      ),
      `exposeTestWalletInstaller({ ${carried.map((name) => `${name}: ${installers[name][0]}`).join(', ')} })`,
    ].join('\n')
    script = build({
      stdin: { contents, resolveDir: here, loader: 'js', sourcefile: 'testWalletScript.js' },
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
    bundled.set(key, script)
  }
  return script
}
