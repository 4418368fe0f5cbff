import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { hexToBytes } from '@noble/hashes/utils.js'
import { p2tr, p2wpkh } from '@scure/btc-signer'
import type { IdentifierString, WalletAccount } from '@wallet-standard/base'
import type { BitcoinTestWalletKey } from './BitcoinTestWalletTypes.js'
import { bitcoinAddressNetwork } from './bitcoinAddressNetwork.js'

/** One key's two accounts (payment: P2WPKH; ordinals: P2TR key path) and the key bytes that sign for both. */
export interface BitcoinKeyAccounts {
  privateKey: Uint8Array
  payment: WalletAccount
  ordinals: WalletAccount
}

const accountFeatures = [
  'bitcoin:signMessage',
  'bitcoin:signTransaction',
  'bitcoin:signAndSendTransaction',
] as const

/**
 * The accounts a key gives: addresses with the prefixes of `addressChain`, public keys (33-byte
 * compressed; 32-byte x-only for P2TR), usable on `chains`.
 */
export function bitcoinKeyAccounts(
  key: BitcoinTestWalletKey,
  addressChain: IdentifierString,
  chains: readonly IdentifierString[],
): BitcoinKeyAccounts {
  const privateKey = typeof key === 'string' ? hexToBytes(key.replace(/^0x/, '')) : Uint8Array.from(key)
  if (privateKey.length !== 32) throw new RangeError(`a Bitcoin key has 32 bytes, got ${privateKey.length}`)
  const network = bitcoinAddressNetwork(addressChain)
  const compressed = secp256k1.getPublicKey(privateKey, true)
  const xOnly = schnorr.getPublicKey(privateKey)
  const account = (address: string | undefined, publicKey: Uint8Array): WalletAccount =>
    Object.freeze({ address: address ?? '', publicKey, chains: [...chains], features: [...accountFeatures] })
  return {
    privateKey,
    payment: account(p2wpkh(compressed, network).address, compressed),
    ordinals: account(p2tr(xOnly, undefined, network).address, xOnly),
  }
}
