import { createRequire } from 'node:module'
import type { Abi, Hex } from 'viem'

const require = createRequire(import.meta.url)

const artifacts = {
  entryPoint: '@account-abstraction/contracts/artifacts/EntryPoint.json',
  simpleAccountFactory: '@account-abstraction/contracts/artifacts/SimpleAccountFactory.json',
  verifyingPaymaster: '@account-abstraction/contracts/artifacts/VerifyingPaymaster.json',
} as const

export type AccountAbstractionArtifact = { abi: Abi; bytecode: Hex }

/**
 * The creation code and ABI of the ERC-4337 contracts, read from the pinned, audited npm artifacts
 * (@account-abstraction/contracts 0.7.0: EntryPoint v0.7, SimpleAccountFactory, VerifyingPaymaster) rather than
 * copied into this package.
 */
export function loadAccountAbstractionArtifacts(): Record<
  keyof typeof artifacts,
  AccountAbstractionArtifact
> {
  const read = (path: string): AccountAbstractionArtifact => {
    const { abi, bytecode } = require(path) as { abi: Abi; bytecode: string }
    return { abi, bytecode: (bytecode.startsWith('0x') ? bytecode : `0x${bytecode}`) as Hex }
  }
  return {
    entryPoint: read(artifacts.entryPoint),
    simpleAccountFactory: read(artifacts.simpleAccountFactory),
    verifyingPaymaster: read(artifacts.verifyingPaymaster),
  }
}
