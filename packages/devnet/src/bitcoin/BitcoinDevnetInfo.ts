import type { DevnetBitcoinAccount } from './devnetBitcoinAccounts.js'

/** What a running Bitcoin devnet exposes (and what the devnet file holds under `bip122`). */
export type BitcoinDevnetInfo = {
  network: 'regtest'
  /** CAIP-2 chain id of the regtest genesis block. */
  caip2: string
  /** bitcoind-style JSON-RPC (bcoin), no authentication. */
  rpcUrl: string
  /** Esplora-compatible REST API; `POST /mine` mines blocks on demand. */
  esploraUrl: string
  mnemonic: string
  accounts: DevnetBitcoinAccount[]
  /** Seconds between blocks mined on the interval. */
  blockIntervalSeconds: number
}
