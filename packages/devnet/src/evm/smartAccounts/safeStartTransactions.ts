import { type Address, concat, encodeDeployData } from 'viem'
import type { DevnetEvmStartTransaction } from '../market/devnetEvmStartTransactions.js'
import { devnetSafeContracts } from './devnetSafeContracts.js'
import { devnetSmartAccountContracts } from './devnetSmartAccountContracts.js'
import { loadSafeArtifacts, type SafeContractName } from './loadSafeArtifacts.js'

const SINGLETON_GAS = 6_000_000n
const CONTRACT_GAS = 3_000_000n

/**
 * The start transactions that deploy Safe 1.4.1 and the Safe 4337 module 0.3.0 (devnetSafeContracts): the Safe
 * contracts through the Safe singleton factory, the module (for EntryPoint v0.7) and its setup contract through the
 * deterministic deployer, each with salt 0, so each lands at its canonical address. The singleton factory must hold
 * code first (installEvmSingletonFactory).
 */
export function safeStartTransactions(): DevnetEvmStartTransaction[] {
  const artifacts = loadSafeArtifacts()
  const { salt, singletonFactory } = devnetSafeContracts
  const { deterministicDeployer, entryPoint } = devnetSmartAccountContracts
  const create2 = (
    name: SafeContractName,
    from: Address = singletonFactory,
    creationCode = artifacts[name].bytecode,
  ) => ({
    label: `Safe ${name}`,
    to: from,
    data: concat([salt, creationCode]),
    gas: name.startsWith('singleton') ? SINGLETON_GAS : CONTRACT_GAS,
    codeAt: devnetSafeContracts[name],
  })
  return [
    create2('singletonL2'),
    create2('singleton'),
    create2('proxyFactory'),
    create2('fallbackHandler'),
    create2('multiSend'),
    create2('multiSendCallOnly'),
    create2('moduleSetup', deterministicDeployer),
    create2(
      'safe4337Module',
      deterministicDeployer,
      encodeDeployData({ ...artifacts.safe4337Module, args: [entryPoint.address] }),
    ),
  ]
}
