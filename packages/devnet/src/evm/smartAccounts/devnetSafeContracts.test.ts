import { encodeDeployData, getCreate2Address, keccak256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { DELEGATION_FIRST_NONCE } from '../delegation/devnetDelegationContracts.js'
import { devnetEvmDeployer } from '../devnetEvmContracts.js'
import { devnetEvmStartTransactions } from '../market/devnetEvmStartTransactions.js'
import { devnetSafeContracts } from './devnetSafeContracts.js'
import { devnetSmartAccountContracts, SMART_ACCOUNT_FIRST_NONCE } from './devnetSmartAccountContracts.js'
import { loadSafeArtifacts } from './loadSafeArtifacts.js'

describe('devnetSafeContracts', () => {
  it("are where the npm artifacts land with salt 0: Safe 1.4.1's and the 4337 module 0.3.0's canonical addresses", () => {
    const artifacts = loadSafeArtifacts()
    const { salt, singletonFactory } = devnetSafeContracts
    const { deterministicDeployer, entryPoint } = devnetSmartAccountContracts
    const create2 = (from: `0x${string}`, creationCode: `0x${string}`) =>
      getCreate2Address({ from, salt, bytecodeHash: keccak256(creationCode) })
    for (const name of [
      'singletonL2',
      'singleton',
      'proxyFactory',
      'fallbackHandler',
      'multiSend',
      'multiSendCallOnly',
    ] as const)
      expect(create2(singletonFactory, artifacts[name].bytecode), name).toBe(devnetSafeContracts[name])
    expect(create2(deterministicDeployer, artifacts.moduleSetup.bytecode)).toBe(
      devnetSafeContracts.moduleSetup,
    )
    expect(
      create2(
        deterministicDeployer,
        encodeDeployData({ ...artifacts.safe4337Module, args: [entryPoint.address] }),
      ),
    ).toBe(devnetSafeContracts.safe4337Module)
  })

  it('are deployed after the ERC-4337 contracts, each checked for code at its address', () => {
    const transactions = devnetEvmStartTransactions({ paymasterSigner: devnetEvmDeployer.address })
    // After the four ERC-4337 transactions, before the Delegation Framework's: nonces 21 to 28.
    const safe = transactions.slice(SMART_ACCOUNT_FIRST_NONCE + 4, DELEGATION_FIRST_NONCE)
    expect(safe.map((each) => each.codeAt)).toEqual([
      devnetSafeContracts.singletonL2,
      devnetSafeContracts.singleton,
      devnetSafeContracts.proxyFactory,
      devnetSafeContracts.fallbackHandler,
      devnetSafeContracts.multiSend,
      devnetSafeContracts.multiSendCallOnly,
      devnetSafeContracts.moduleSetup,
      devnetSafeContracts.safe4337Module,
    ])
  })
})
