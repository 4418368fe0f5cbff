import type { ChainNamespace, Network } from '@portico/core'
import type { ChainDriver } from './ChainDriver.js'
import type { ChainDriverKit } from './ChainDriverKit.js'
import type { DriverSession } from './DriverSession.js'

/** What {@link createChainAdapter} takes: the namespace's facts and its driver. */
export interface ChainAdapterDefinition<S extends DriverSession, E extends object> {
  namespace: ChainNamespace
  /** What makes two adapter objects the same adapter (React StrictMode creates two); see `ChainAdapter.identity`. */
  identity: object
  /** The chain's name in errors ('Solana'). */
  chainName: string
  /** The network before the app's networks are known (setup) and when the app has none of the namespace. */
  defaultNetwork: Network
  /** The error for a switch to a network the app was not set up with. */
  unknownNetwork(network: Network): Error
  /** The chain id a connection and chainChanged report for a network; default its `id`. */
  chainIdOf?(network: Network): number | string
  /** What a failed wallet request throws; default adapter-kit's `toWalletError` (4001 is a rejection). */
  toWalletError?(error: unknown): unknown
  /** The chain's protocol, made once per adapter with the kit it reads and changes the adapter's state through. */
  driver(kit: ChainDriverKit<S>): ChainDriver<S>
  /** Members the adapter has beyond core's contract (e.g. Bitcoin's `getAccounts`), over the same kit. */
  extend?(kit: ChainDriverKit<S>, driver: ChainDriver<S>): E
}
