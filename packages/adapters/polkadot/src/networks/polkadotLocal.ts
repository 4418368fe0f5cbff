import type { PolkadotNetwork } from './PolkadotNetworkTypes.js'
import { polkadotNetwork } from './polkadotNetwork.js'

/** What a local node reports; the fields of @portico/devnet's `polkadot` info, so it can be passed as is. */
export interface PolkadotLocalParameters {
  wsUrl: string
  genesisHash: string
  ss58Prefix: number
  tokenSymbol: string
  tokenDecimals: number
  /** Default 'Polkadot Local'. */
  name?: string
}

/**
 * A Portico network for a local Substrate node, e.g. @portico/devnet's chopsticks chain.
 * @example polkadotLocal(devnet.polkadot)
 */
export function polkadotLocal({
  wsUrl,
  genesisHash,
  ss58Prefix,
  tokenSymbol,
  tokenDecimals,
  name = 'Polkadot Local',
}: PolkadotLocalParameters): PolkadotNetwork {
  return polkadotNetwork({
    genesisHash,
    name,
    wsUrl,
    ss58Prefix,
    symbol: tokenSymbol,
    decimals: tokenDecimals,
    testnet: true,
  })
}
