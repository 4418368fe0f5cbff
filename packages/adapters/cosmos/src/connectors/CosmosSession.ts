import type { DriverSession } from '@portico/adapter-kit'
import type { KeplrKey, KeplrLike } from './KeplrLike.js'

/** One wallet connected through the Cosmos adapter: its key on the current chain, whose address is the connection's. */
export interface CosmosSession extends DriverSession<KeplrLike> {
  key: KeplrKey
}

/** The session of a wallet with this key. */
export const toCosmosSession = (wallet: KeplrLike, key: KeplrKey): CosmosSession => ({
  wallet,
  key,
  address: key.bech32Address,
  accounts: [{ address: key.bech32Address, type: 'eoa' }],
})
