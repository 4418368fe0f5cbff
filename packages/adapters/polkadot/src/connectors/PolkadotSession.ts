import type { DriverSession } from '@portico/adapter-kit'
import type { Network } from '@portico/core'
import type { PolkadotNetwork } from '../networks/PolkadotNetworkTypes.js'
import type { InjectedExtension } from './InjectedWeb3.js'

/** SS58 prefix for a network not built with polkadotNetwork(): the generic Substrate one. */
const GENERIC_SS58_PREFIX = 42

/** One extension connected through the Polkadot adapter: its usable addresses in the network's format. */
export type PolkadotSession = DriverSession<InjectedExtension>

/** The session of an extension with these addresses, the first one the connection's. */
export const toPolkadotSession = (extension: InjectedExtension, addresses: string[]): PolkadotSession => ({
  wallet: extension,
  address: addresses[0] ?? '',
  accounts: addresses.map((address) => ({ address, type: 'eoa' as const })),
})

/** The chain facts accounts are filtered and formatted by: genesis hash and SS58 prefix. */
export const polkadotChainOf = (network: Network) => {
  const known = (network as Partial<PolkadotNetwork>).polkadot
  return { genesisHash: known?.genesisHash, ss58Prefix: known?.ss58Prefix ?? GENERIC_SS58_PREFIX }
}
