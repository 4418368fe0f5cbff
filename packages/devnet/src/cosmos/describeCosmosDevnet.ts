import type { CosmosDevnetInfo } from './CosmosDevnetInfo.js'

/** Human-readable lines for the CLI. */
export function describeCosmosDevnet({
  chainId,
  denom,
  rpcUrl,
  restUrl,
  accounts,
}: CosmosDevnetInfo): string[] {
  return [
    `Cosmos (${chainId}, fees in ${denom})`,
    `  CometBFT RPC ${rpcUrl}  REST ${restUrl}`,
    ...accounts.map((account, index) => `  account #${index}: ${account.address}  key ${account.privateKey}`),
  ]
}
