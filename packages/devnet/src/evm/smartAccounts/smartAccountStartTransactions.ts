import { type Address, concat, encodeDeployData, encodeFunctionData, type Hex } from 'viem'
import type { DevnetEvmStartTransaction } from '../market/devnetEvmStartTransactions.js'
import { devnetSmartAccountContracts } from './devnetSmartAccountContracts.js'
import { loadAccountAbstractionArtifacts } from './loadAccountAbstractionArtifacts.js'

const ENTRY_POINT_GAS = 6_000_000n
const FACTORY_GAS = 4_000_000n
const PAYMASTER_GAS = 2_000_000n
const DEPOSIT_GAS = 100_000n

/**
 * The start transactions that deploy the ERC-4337 contracts (devnetSmartAccountContracts): the EntryPoint and the
 * account factory through the deterministic deployer (`to` it, salt ++ creation code), then the VerifyingPaymaster
 * with `paymasterSigner` as its signer, and its deposit on the EntryPoint. They follow the market's transactions,
 * so the paymaster's deployment is account #9's transaction at nonce 19.
 */
export function smartAccountStartTransactions({
  paymasterSigner,
}: {
  paymasterSigner: Address
}): DevnetEvmStartTransaction[] {
  const { entryPoint, simpleAccountFactory, verifyingPaymaster, deterministicDeployer } =
    devnetSmartAccountContracts
  const artifacts = loadAccountAbstractionArtifacts()
  const create2 = (label: string, address: Address, salt: Hex, creationCode: Hex, gas: bigint) => ({
    label,
    to: deterministicDeployer,
    data: concat([salt, creationCode]),
    gas,
    codeAt: address,
  })
  return [
    create2(
      'EntryPoint v0.7',
      entryPoint.address,
      entryPoint.salt,
      artifacts.entryPoint.bytecode,
      ENTRY_POINT_GAS,
    ),
    create2(
      'SimpleAccountFactory',
      simpleAccountFactory.address,
      simpleAccountFactory.salt,
      encodeDeployData({ ...artifacts.simpleAccountFactory, args: [entryPoint.address] }),
      FACTORY_GAS,
    ),
    {
      label: 'VerifyingPaymaster',
      data: encodeDeployData({
        ...artifacts.verifyingPaymaster,
        args: [entryPoint.address, paymasterSigner],
      }),
      gas: PAYMASTER_GAS,
      contractAddress: verifyingPaymaster.address,
    },
    {
      label: "the paymaster's deposit on the EntryPoint",
      to: entryPoint.address,
      value: verifyingPaymaster.deposit,
      data: encodeFunctionData({
        abi: artifacts.entryPoint.abi,
        functionName: 'depositTo',
        args: [verifyingPaymaster.address],
      }),
      gas: DEPOSIT_GAS,
    },
  ]
}
