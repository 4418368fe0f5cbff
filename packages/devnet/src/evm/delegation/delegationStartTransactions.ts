import { type Address, concat, encodeDeployData, type Hex } from 'viem'
import type { DevnetEvmStartTransaction } from '../market/devnetEvmStartTransactions.js'
import { devnetSmartAccountContracts } from '../smartAccounts/devnetSmartAccountContracts.js'
import { devnetDelegationContracts } from './devnetDelegationContracts.js'
import { type DelegationContractName, loadDelegationArtifacts } from './loadDelegationArtifacts.js'

const CORE_GAS = 4_000_000n
const ENFORCER_GAS = 1_500_000n

const enforcerArtifacts = {
  nativeTokenTransferAmount: 'NativeTokenTransferAmountEnforcer',
  nativeTokenPeriodTransfer: 'NativeTokenPeriodTransferEnforcer',
  erc20TransferAmount: 'ERC20TransferAmountEnforcer',
  erc20PeriodTransfer: 'ERC20PeriodTransferEnforcer',
  timestamp: 'TimestampEnforcer',
  allowedTargets: 'AllowedTargetsEnforcer',
  allowedMethods: 'AllowedMethodsEnforcer',
  limitedCalls: 'LimitedCallsEnforcer',
  nativeTokenStreaming: 'NativeTokenStreamingEnforcer',
  erc20Streaming: 'ERC20StreamingEnforcer',
  exactCalldata: 'ExactCalldataEnforcer',
  valueLte: 'ValueLteEnforcer',
} as const satisfies Record<keyof typeof devnetDelegationContracts.enforcers, DelegationContractName>

/**
 * The start transactions that deploy the Delegation Framework (devnetDelegationContracts) through the deterministic
 * deployer (`to` it, salt ++ creation code): the DelegationManager owned by account #9, the EIP7702StatelessDeleGator
 * bound to it and to the EntryPoint v0.7, then the caveat enforcers (no constructor arguments; those ERC-7715 permission types and rules map onto). They follow the Safe
 * transactions, from account #9's nonce 29.
 */
export function delegationStartTransactions(): DevnetEvmStartTransaction[] {
  const artifacts = loadDelegationArtifacts()
  const { salt, owner, delegationManager, eip7702StatelessDeleGator, enforcers } = devnetDelegationContracts
  const create2 = (label: string, address: Address, creationCode: Hex, gas: bigint) => ({
    label,
    to: devnetSmartAccountContracts.deterministicDeployer,
    data: concat([salt, creationCode]),
    gas,
    codeAt: address,
  })
  return [
    create2(
      'DelegationManager',
      delegationManager,
      encodeDeployData({ ...artifacts.DelegationManager, args: [owner] }),
      CORE_GAS,
    ),
    create2(
      'EIP7702StatelessDeleGator',
      eip7702StatelessDeleGator,
      encodeDeployData({
        ...artifacts.EIP7702StatelessDeleGator,
        args: [delegationManager, devnetSmartAccountContracts.entryPoint.address],
      }),
      CORE_GAS,
    ),
    ...Object.entries(enforcerArtifacts).map(([key, name]) =>
      create2(name, enforcers[key as keyof typeof enforcers], artifacts[name].bytecode, ENFORCER_GAS),
    ),
  ]
}
