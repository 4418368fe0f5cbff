import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { ChainStartError } from '../errors/ChainStartError.js'

const platformPackages: Record<string, string> = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
  'win32-x64': '@foundry-rs/anvil-win32-amd64',
}

/**
 * Absolute path of the anvil binary shipped in the platform package that `@foundry-rs/anvil` pulls in
 * as an optional dependency. Spawning it directly (not through `npx` or the JS wrapper) starts in
 * ~150 ms and gives us the real PID to kill.
 */
export function anvilBinaryPath(): string {
  const platformPackage = platformPackages[`${process.platform}-${process.arch}`]
  if (!platformPackage) {
    throw new ChainStartError({
      chain: 'anvil',
      reason: `no anvil build for ${process.platform}-${process.arch}`,
    })
  }
  const wrapperRequire = createRequire(
    createRequire(import.meta.url).resolve('@foundry-rs/anvil/package.json'),
  )
  try {
    const packageJson = wrapperRequire.resolve(`${platformPackage}/package.json`)
    return join(dirname(packageJson), 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil')
  } catch (cause) {
    throw new ChainStartError({ chain: 'anvil', reason: `${platformPackage} is not installed`, cause })
  }
}
