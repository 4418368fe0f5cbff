import type { Network } from '@portico/core'
import type { IdentifierString } from '@wallet-standard/base'

/** Wallet Standard chains of the Bitcoin chains wallets know, by CAIP-2 reference (genesis hash prefix). */
const WALLET_CHAINS: Readonly<Record<string, IdentifierString>> = {
  '000000000019d6689c085ae165831e93': 'bitcoin:mainnet',
  '000000000933ea01ad0ee984209779ba': 'bitcoin:testnet',
  '0f9188f13cb7b2c71f2a335e3a4fc328': 'bitcoin:regtest',
}

/**
 * The Wallet Standard chain a wallet knows a Portico network by (`bitcoin:mainnet`,
 * `bitcoin:testnet`, `bitcoin:regtest`); undefined for any other chain (e.g. signet), which wallets
 * of the standard do not name.
 * @example walletStandardChain(bitcoin) // 'bitcoin:mainnet'
 */
export function walletStandardChain(network: Pick<Network, 'id'>): IdentifierString | undefined {
  return WALLET_CHAINS[String(network.id).toLowerCase()]
}
