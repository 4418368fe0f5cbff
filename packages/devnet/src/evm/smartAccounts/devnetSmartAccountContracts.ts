/**
 * The ERC-4337 contracts on every devnet EVM chain, at the same addresses on each. EntryPoint v0.7 and
 * SimpleAccountFactory come from the audited npm artifacts (@account-abstraction/contracts 0.7.0) through the
 * deterministic deployment proxy anvil ships, with the salts of the public deployments, so they land at their
 * canonical addresses (viem's `entryPoint07Address` and `toSimpleSmartAccount`'s default factory). The
 * VerifyingPaymaster is deployed by account #9 at its nonce 19 (after the tokens, the market, the EntryPoint and the factory), so its address
 * is fixed although its signer is a new key on every run.
 */
/** Account #9's nonce of the first ERC-4337 start transaction (the EntryPoint), after the tokens and the market. */
export const SMART_ACCOUNT_FIRST_NONCE = 17

export const devnetSmartAccountContracts = {
  entryPointVersion: '0.7',
  /** The CREATE2 deployer anvil predeploys (also the one the bundler deploys its simulation contracts with). */
  deterministicDeployer: '0x4e59b44847b379578588920cA78FbF26c0B4956C',
  entryPoint: {
    address: '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
    salt: '0x90d8084deab30c2a37c45e8d47f49f2f7965183cb6990a98943ef94940681de3',
  },
  simpleAccountFactory: {
    address: '0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985',
    salt: '0x0000000000000000000000000000000000000000000000000000000000000000',
  },
  verifyingPaymaster: {
    address: '0x5B3120d0dA5FDcBA7aef87A9c3c64829C1c0D76B',
    deployerNonce: 19,
    /** ETH deposited for the paymaster on the EntryPoint at start. */
    deposit: 1_000n * 10n ** 18n,
  },
} as const
