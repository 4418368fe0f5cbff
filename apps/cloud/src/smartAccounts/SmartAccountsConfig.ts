import type { Address, Hex } from 'viem'

/** The VerifyingPaymaster the cloud signs for: its address and the key of its `verifyingSigner` (a secret). */
export type PaymasterConfig = { address: Address; signerKey: Hex }

/**
 * MetaMask's Delegation Framework on a chain (docs/devnet.md#delegations-erc-7710-the-ground-of-erc-7715-grants): the
 * addresses the secure frame signs ERC-7715 grants against. Not a secret.
 */
export type DelegationContractsConfig = {
  delegationManager: Address
  eip7702StatelessDeleGator: Address
  enforcers: Record<
    | 'nativeTokenPeriodTransfer'
    | 'nativeTokenTransferAmount'
    | 'erc20PeriodTransfer'
    | 'erc20TransferAmount'
    | 'timestamp'
    | 'exactCalldata'
    | 'valueLte',
    Address
  >
}

/** The bundler and paymaster behind the smart-account endpoints (docs/cloud.md#smart-accounts-bundler-and-paymaster). */
export type SmartAccountsConfig = {
  /** CAIP-2 chain id → the bundler's JSON-RPC URL (BUNDLER_UPSTREAMS). */
  bundlers: Record<string, string>
  /** PAYMASTER_ADDRESS and PAYMASTER_SIGNER_KEY; unset: no sponsorship (in development, the devnet's). */
  paymaster?: PaymasterConfig | undefined
  /** The chains the paymaster serves (PAYMASTER_CHAINS); unset: every chain with a bundler. */
  paymasterChains?: string[] | undefined
  /**
   * CAIP-2 chain id → its Delegation Framework (DELEGATION_CONTRACTS; in development, the devnet's); `null` turns a
   * chain's grants off. A chain not named here gets MetaMask's own deployment where it has one
   * (metaMaskDelegationDeployments); any other chain has no grants.
   */
  delegations?: Record<string, DelegationContractsConfig | null> | undefined
}
