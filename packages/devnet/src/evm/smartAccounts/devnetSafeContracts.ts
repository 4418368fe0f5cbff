/**
 * Safe 1.4.1 and its ERC-4337 module 0.3.0 on every devnet EVM chain, at their canonical addresses (where
 * `permissionless`' `toSafeSmartAccount` finds them for EntryPoint v0.7, and where public chains have them). The Safe
 * contracts are deployed with salt 0 through the Safe singleton factory (which the devnet installs with the deterministic
 * deployer's code, the same CREATE2 proxy), the module and its setup contract with salt 0 through the deterministic
 * deployer anvil ships, as the public deployments were.
 */
export const devnetSafeContracts = {
  safeVersion: '1.4.1',
  moduleVersion: '0.3.0',
  /** The Safe singleton factory's address: a CREATE2 proxy (salt ++ creation code), as the deterministic deployer. */
  singletonFactory: '0x914d7Fec6aaC8cd542e72Bca78B30650d45643d7',
  salt: '0x0000000000000000000000000000000000000000000000000000000000000000',
  /** The singleton the wallet's accounts proxy to: SafeL2 (emits an event per execution, for indexers). */
  singletonL2: '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762',
  /** The plain singleton, `toSafeSmartAccount`'s default. */
  singleton: '0x41675C099F32341bf84BFc5382aF534df5C7461a',
  proxyFactory: '0x4e1DCf7AD4e460CfD30791CCC4F9c8a4f820ec67',
  fallbackHandler: '0xfd0732Dc9E303f09fCEf3a7388Ad10A83459Ec99',
  multiSend: '0x38869bf66a61cF6bDB996A6aE40D5853Fd43B526',
  multiSendCallOnly: '0x9641d764fc13c8B624c04430C7356C1C7C8102e2',
  /** Enables the 4337 module in the Safe's setup (delegate-called). */
  moduleSetup: '0x2dd68b007B46fBe91B9A7c3EDa5A7a1063cB5b47',
  /** The Safe's ERC-4337 module for EntryPoint v0.7; also its fallback handler (ERC-1271 included). */
  safe4337Module: '0x75cf11467937ce3F2f357CE24ffc3DBF8fD5c226',
} as const
