import { createKeyPairFromBytes, getBase58Decoder } from '@solana/kit'
import {
  SolanaSignAndSendTransaction,
  SolanaSignMessage,
  SolanaSignTransaction,
} from '@solana/wallet-standard-features'
import type { IdentifierString, WalletAccount } from '@wallet-standard/base'
import type { SolanaTestWalletKey } from './SolanaTestWalletTypes.js'

/** One key of the wallet: the account apps see, and the CryptoKeyPair it signs with (made on first use). */
export interface SolanaAccount {
  account: WalletAccount
  keyPair(): Promise<CryptoKeyPair>
}

const accountFeatures = [SolanaSignMessage, SolanaSignTransaction, SolanaSignAndSendTransaction] as const

/** Reads a 64-byte key; the address and public key are known at once, the WebCrypto key only on demand (it is async). */
export function solanaAccount(key: SolanaTestWalletKey, chains: readonly IdentifierString[]): SolanaAccount {
  const bytes = Uint8Array.from(key)
  if (bytes.length !== 64)
    throw new RangeError(`a Solana key has 64 bytes (seed + public key), got ${bytes.length}`)
  const publicKey = bytes.slice(32)
  let keyPair: Promise<CryptoKeyPair> | undefined
  return {
    account: Object.freeze({
      address: getBase58Decoder().decode(publicKey),
      publicKey,
      chains: [...chains],
      features: [...accountFeatures],
    }),
    keyPair: () => {
      keyPair ??= createKeyPairFromBytes(bytes)
      return keyPair
    },
  }
}
