import { encodeDeployData, getContractAddress, getCreate2Address, keccak256 } from 'viem'
import { entryPoint07Address } from 'viem/account-abstraction'
import { describe, expect, it } from 'vitest'
import { devnetEvmDeployer } from '../devnetEvmContracts.js'
import { devnetEvmStartTransactions } from '../market/devnetEvmStartTransactions.js'
import { devnetSmartAccountContracts, SMART_ACCOUNT_FIRST_NONCE } from './devnetSmartAccountContracts.js'
import { loadAccountAbstractionArtifacts } from './loadAccountAbstractionArtifacts.js'

const { entryPoint, simpleAccountFactory, verifyingPaymaster, deterministicDeployer } =
  devnetSmartAccountContracts

describe('devnetSmartAccountContracts', () => {
  it('are where the npm artifacts land through the deterministic deployer: the canonical v0.7 addresses', () => {
    const artifacts = loadAccountAbstractionArtifacts()
    const create2 = (salt: `0x${string}`, creationCode: `0x${string}`) =>
      getCreate2Address({ from: deterministicDeployer, salt, bytecodeHash: keccak256(creationCode) })
    expect(create2(entryPoint.salt, artifacts.entryPoint.bytecode)).toBe(entryPoint.address)
    expect(entryPoint.address).toBe(entryPoint07Address)
    expect(
      create2(
        simpleAccountFactory.salt,
        encodeDeployData({ ...artifacts.simpleAccountFactory, args: [entryPoint.address] }),
      ),
    ).toBe(simpleAccountFactory.address)
  })

  it("follow the market's start transactions, the paymaster at its listed nonce", () => {
    const transactions = devnetEvmStartTransactions({ paymasterSigner: devnetEvmDeployer.address })
    expect(transactions[SMART_ACCOUNT_FIRST_NONCE]?.label).toBe('EntryPoint v0.7')
    const paymasterNonce = transactions.findIndex((each) => each.label === 'VerifyingPaymaster')
    expect(paymasterNonce).toBe(verifyingPaymaster.deployerNonce)
    expect(getContractAddress({ from: devnetEvmDeployer.address, nonce: BigInt(paymasterNonce) })).toBe(
      verifyingPaymaster.address,
    )
  })
})
