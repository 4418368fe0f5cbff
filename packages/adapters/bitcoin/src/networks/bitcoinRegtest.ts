import type { Network } from '@portico/core'
import { bitcoinNetwork } from './bitcoinNetwork.js'

/** Every regtest node starts from the same genesis block. */
const REGTEST_GENESIS_HASH = '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206'

export interface BitcoinRegtestParameters {
  /** The node's Esplora API (`esploraUrl` of @portico/devnet's Bitcoin info). */
  esploraUrl: string
  name?: string
}

/**
 * A Portico network for a local regtest node (e.g. @portico/devnet's bcoin), `bip122:0f9188f13cb7b2c71f2a335e3a4fc328`,
 * wallet chain `bitcoin:regtest`.
 * @example bitcoinRegtest({ esploraUrl: devnet.bip122.esploraUrl })
 */
export function bitcoinRegtest({ esploraUrl, name = 'Bitcoin Regtest' }: BitcoinRegtestParameters): Network {
  return bitcoinNetwork({ genesisHash: REGTEST_GENESIS_HASH, name, esploraUrl, testnet: true })
}
