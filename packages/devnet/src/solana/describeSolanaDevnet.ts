import type { SolanaDevnetInfo } from './SolanaDevnetInfo.js'

/** Human-readable lines for the CLI. */
export function describeSolanaDevnet({ rpcUrl, wsUrl, accounts, token }: SolanaDevnetInfo): string[] {
  return [
    'Solana (LiteSVM)',
    `  RPC ${rpcUrl}  PubSub ${wsUrl}`,
    `  ${token.symbol} mint (${token.decimals} decimals): ${token.mint}`,
    ...accounts.map((account, index) => `  account #${index}: ${account.address}`),
    '  (secret keys in the devnet file)',
  ]
}
