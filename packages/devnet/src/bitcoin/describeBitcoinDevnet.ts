import type { BitcoinDevnetInfo } from './BitcoinDevnetInfo.js'

/** Human-readable lines for the CLI. */
export function describeBitcoinDevnet({
  rpcUrl,
  esploraUrl,
  accounts,
  blockIntervalSeconds,
}: BitcoinDevnetInfo): string[] {
  return [
    `Bitcoin (bcoin regtest, a block every ${blockIntervalSeconds} s; POST ${esploraUrl}/mine for more)`,
    `  JSON-RPC ${rpcUrl}  Esplora ${esploraUrl}`,
    ...accounts.map((account, index) => `  wallet #${index}: ${account.address}  WIF ${account.wif}`),
  ]
}
