import { createRequire } from 'node:module'
import type { AccountAbstractionArtifact } from './loadAccountAbstractionArtifacts.js'

const require = createRequire(import.meta.url)

const safe = '@safe-global/safe-contracts/build/artifacts/contracts'
const module = '@safe-global/safe-4337/build/artifacts/contracts'
const artifacts = {
  singletonL2: `${safe}/SafeL2.sol/SafeL2.json`,
  singleton: `${safe}/Safe.sol/Safe.json`,
  proxyFactory: `${safe}/proxies/SafeProxyFactory.sol/SafeProxyFactory.json`,
  fallbackHandler: `${safe}/handler/CompatibilityFallbackHandler.sol/CompatibilityFallbackHandler.json`,
  multiSend: `${safe}/libraries/MultiSend.sol/MultiSend.json`,
  multiSendCallOnly: `${safe}/libraries/MultiSendCallOnly.sol/MultiSendCallOnly.json`,
  moduleSetup: `${module}/SafeModuleSetup.sol/SafeModuleSetup.json`,
  safe4337Module: `${module}/Safe4337Module.sol/Safe4337Module.json`,
} as const

export type SafeContractName = keyof typeof artifacts

/**
 * The creation code and ABI of Safe 1.4.1's contracts and of the Safe 4337 module 0.3.0, read from the pinned, audited
 * npm artifacts (@safe-global/safe-contracts 1.4.1, @safe-global/safe-4337 0.3.0) rather than copied into this package.
 */
export function loadSafeArtifacts(): Record<SafeContractName, AccountAbstractionArtifact> {
  return Object.fromEntries(
    Object.entries(artifacts).map(([name, path]) => {
      const { abi, bytecode } = require(path) as AccountAbstractionArtifact
      return [name, { abi, bytecode }]
    }),
  ) as Record<SafeContractName, AccountAbstractionArtifact>
}
