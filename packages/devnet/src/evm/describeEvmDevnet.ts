import type { EvmDevnetInfo } from './EvmDevnetInfo.js'

/** Human-readable lines for the CLI. */
export function describeEvmDevnet({ chains, accounts, contracts, smartAccounts }: EvmDevnetInfo): string[] {
  return [
    'EVM (eip155)',
    ...chains.map((chain) => `  ${chain.name} (chain id ${chain.chainId}): ${chain.rpcUrl}  ${chain.wsUrl}`),
    `  USDT (6 decimals): ${contracts.usdt.address}`,
    `  PTK (18 decimals): ${contracts.token.address}`,
    `  NFT (PCOL #${contracts.nft.tokenIds.join(', #')} owned by account #0): ${contracts.nft.address}`,
    `  USDC (6 decimals): ${contracts.usdc.address}`,
    `  Uniswap v2 Router02: ${contracts.market.router}  WETH: ${contracts.market.weth.address}`,
    `  DTT (fee on transfer, 1 %): ${contracts.market.feeOnTransferToken.address}`,
    `  pools: ${contracts.market.pools.map((pool) => pool.name).join(', ')}`,
    `  ERC-4337 EntryPoint v${smartAccounts.entryPointVersion}: ${smartAccounts.entryPoint}  SimpleAccountFactory: ${smartAccounts.simpleAccountFactory}`,
    `  Safe ${smartAccounts.safe.version} (SafeL2 ${smartAccounts.safe.singletonL2}) with its 4337 module ${smartAccounts.safe.moduleVersion}: ${smartAccounts.safe.safe4337Module}`,
    `  Delegation Framework (${smartAccounts.delegation.frameworkPackage}): DelegationManager ${smartAccounts.delegation.delegationManager}  EIP7702StatelessDeleGator ${smartAccounts.delegation.eip7702StatelessDeleGator}`,
    `  VerifyingPaymaster: ${smartAccounts.paymaster}  signer ${smartAccounts.paymasterSigner.address} (key in the devnet file)`,
    ...smartAccounts.bundlers.map(
      (bundler) => `  bundler (Alto) for chain id ${bundler.chainId}: ${bundler.url}`,
    ),
    ...accounts.map((account, index) => `  account #${index}: ${account.address}  key ${account.privateKey}`),
  ]
}
