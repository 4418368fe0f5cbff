import type { PolkadotDevnetInfo } from '@portico/devnet-polkadot'
import type { BitcoinDevnetInfo } from '../bitcoin/BitcoinDevnetInfo.js'
import type { CosmosDevnetInfo } from '../cosmos/CosmosDevnetInfo.js'
import type { EvmDevnetInfo } from '../evm/EvmDevnetInfo.js'
import type { SolanaDevnetInfo } from '../solana/SolanaDevnetInfo.js'

/** The endpoints and accounts each namespace exposes once started. */
export type DevnetInfoByNamespace = {
  eip155: EvmDevnetInfo
  solana: SolanaDevnetInfo
  bip122: BitcoinDevnetInfo
  polkadot: PolkadotDevnetInfo
  cosmos: CosmosDevnetInfo
}
