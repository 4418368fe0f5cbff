import type { DevnetPolkadotAccount } from './devnetPolkadotAccounts.js'

/** What a running Polkadot devnet exposes (and what the devnet file holds under `polkadot`). */
export type PolkadotDevnetInfo = {
  /** Substrate JSON-RPC over WebSocket (what `WsProvider` takes); plain HTTP POST on the same port. */
  wsUrl: string
  chainName: string
  genesisHash: string
  ss58Prefix: number
  tokenDecimals: number
  tokenSymbol: string
  accounts: DevnetPolkadotAccount[]
}
