import type { Address, Hex } from 'viem'

/** The VerifyingPaymaster the cloud signs for: its address and the key of its `verifyingSigner` (a secret). */
export type PaymasterConfig = { address: Address; signerKey: Hex }

/** The bundler and paymaster behind the smart-account endpoints (docs/cloud.md#smart-accounts-bundler-and-paymaster). */
export type SmartAccountsConfig = {
  /** CAIP-2 chain id → the bundler's JSON-RPC URL (BUNDLER_UPSTREAMS). */
  bundlers: Record<string, string>
  /** PAYMASTER_ADDRESS and PAYMASTER_SIGNER_KEY; unset: no sponsorship (in development, the devnet's). */
  paymaster?: PaymasterConfig | undefined
  /** The chains the paymaster serves (PAYMASTER_CHAINS); unset: every chain with a bundler. */
  paymasterChains?: string[] | undefined
}
