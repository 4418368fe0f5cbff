import type { PolkadotDevnetInfo } from '@portico/devnet-polkadot'

/** Human-readable lines for the CLI. */
export function describePolkadotDevnet({
  wsUrl,
  chainName,
  tokenSymbol,
  accounts,
}: PolkadotDevnetInfo): string[] {
  return [
    `Polkadot (chopsticks, ${chainName}, ${tokenSymbol})`,
    `  WebSocket ${wsUrl}`,
    ...accounts.map((account) => `  ${account.uri}: ${account.address}`),
  ]
}
