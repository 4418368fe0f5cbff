import {
  AllowedMethodsEnforcer,
  AllowedTargetsEnforcer,
  DelegationManager,
  EIP7702StatelessDeleGator,
  ERC20PeriodTransferEnforcer,
  ERC20StreamingEnforcer,
  ERC20TransferAmountEnforcer,
  ExactCalldataEnforcer,
  LimitedCallsEnforcer,
  NativeTokenPeriodTransferEnforcer,
  NativeTokenStreamingEnforcer,
  NativeTokenTransferAmountEnforcer,
  TimestampEnforcer,
  ValueLteEnforcer,
} from '@metamask/delegation-abis'
import {
  AllowedMethodsEnforcer as AllowedMethodsEnforcerBytecode,
  AllowedTargetsEnforcer as AllowedTargetsEnforcerBytecode,
  DelegationManager as DelegationManagerBytecode,
  EIP7702StatelessDeleGator as EIP7702StatelessDeleGatorBytecode,
  ERC20PeriodTransferEnforcer as ERC20PeriodTransferEnforcerBytecode,
  ERC20StreamingEnforcer as ERC20StreamingEnforcerBytecode,
  ERC20TransferAmountEnforcer as ERC20TransferAmountEnforcerBytecode,
  ExactCalldataEnforcer as ExactCalldataEnforcerBytecode,
  LimitedCallsEnforcer as LimitedCallsEnforcerBytecode,
  NativeTokenPeriodTransferEnforcer as NativeTokenPeriodTransferEnforcerBytecode,
  NativeTokenStreamingEnforcer as NativeTokenStreamingEnforcerBytecode,
  NativeTokenTransferAmountEnforcer as NativeTokenTransferAmountEnforcerBytecode,
  TimestampEnforcer as TimestampEnforcerBytecode,
  ValueLteEnforcer as ValueLteEnforcerBytecode,
} from '@metamask/delegation-abis/bytecode'
import type { Abi, Hex } from 'viem'

export type DelegationArtifact = { abi: Abi; bytecode: Hex }

/**
 * The creation code and ABI of the Delegation Framework contracts the devnet deploys (devnetDelegationContracts), by
 * their artifact names: MetaMask's ERC-7710 contracts, what its ERC-7715 permissions are redeemed through, read from
 * the pinned npm artifacts (@metamask/delegation-abis 2.0.0) rather than copied into this package.
 */
export function loadDelegationArtifacts() {
  return {
    DelegationManager: { abi: DelegationManager as Abi, bytecode: DelegationManagerBytecode as Hex },
    EIP7702StatelessDeleGator: {
      abi: EIP7702StatelessDeleGator as Abi,
      bytecode: EIP7702StatelessDeleGatorBytecode as Hex,
    },
    NativeTokenTransferAmountEnforcer: {
      abi: NativeTokenTransferAmountEnforcer as Abi,
      bytecode: NativeTokenTransferAmountEnforcerBytecode as Hex,
    },
    NativeTokenPeriodTransferEnforcer: {
      abi: NativeTokenPeriodTransferEnforcer as Abi,
      bytecode: NativeTokenPeriodTransferEnforcerBytecode as Hex,
    },
    ERC20TransferAmountEnforcer: {
      abi: ERC20TransferAmountEnforcer as Abi,
      bytecode: ERC20TransferAmountEnforcerBytecode as Hex,
    },
    ERC20PeriodTransferEnforcer: {
      abi: ERC20PeriodTransferEnforcer as Abi,
      bytecode: ERC20PeriodTransferEnforcerBytecode as Hex,
    },
    TimestampEnforcer: { abi: TimestampEnforcer as Abi, bytecode: TimestampEnforcerBytecode as Hex },
    AllowedTargetsEnforcer: {
      abi: AllowedTargetsEnforcer as Abi,
      bytecode: AllowedTargetsEnforcerBytecode as Hex,
    },
    AllowedMethodsEnforcer: {
      abi: AllowedMethodsEnforcer as Abi,
      bytecode: AllowedMethodsEnforcerBytecode as Hex,
    },
    LimitedCallsEnforcer: { abi: LimitedCallsEnforcer as Abi, bytecode: LimitedCallsEnforcerBytecode as Hex },
    NativeTokenStreamingEnforcer: {
      abi: NativeTokenStreamingEnforcer as Abi,
      bytecode: NativeTokenStreamingEnforcerBytecode as Hex,
    },
    ERC20StreamingEnforcer: {
      abi: ERC20StreamingEnforcer as Abi,
      bytecode: ERC20StreamingEnforcerBytecode as Hex,
    },
    ExactCalldataEnforcer: {
      abi: ExactCalldataEnforcer as Abi,
      bytecode: ExactCalldataEnforcerBytecode as Hex,
    },
    ValueLteEnforcer: { abi: ValueLteEnforcer as Abi, bytecode: ValueLteEnforcerBytecode as Hex },
  } satisfies Record<string, DelegationArtifact>
}

export type DelegationContractName = keyof ReturnType<typeof loadDelegationArtifacts>
