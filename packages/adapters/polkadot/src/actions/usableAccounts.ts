import { decodeAddress, encodeAddress } from '@polkadot/util-crypto'
import type { InjectedAccount } from '../connectors/InjectedWeb3.js'

/** Key types a Balances transfer can be signed with by every extension (ecdsa/ethereum accounts are left out). */
const USABLE_TYPES = new Set([undefined, 'sr25519', 'ed25519'])

/**
 * The extension's accounts usable on a chain, as that chain shows addresses: sr25519/ed25519 (or
 * untyped, older polkadot-js) accounts not restricted to another genesis hash, re-encoded with the
 * chain's SS58 prefix.
 */
export function usableAccounts(
  accounts: readonly InjectedAccount[],
  chain: { genesisHash?: string; ss58Prefix: number },
): string[] {
  const addresses: string[] = []
  for (const account of accounts) {
    if (!USABLE_TYPES.has(account.type)) continue
    if (account.genesisHash && chain.genesisHash && account.genesisHash !== chain.genesisHash) continue
    const address = encodeAddress(decodeAddress(account.address), chain.ss58Prefix)
    if (!addresses.includes(address)) addresses.push(address)
  }
  return addresses
}
