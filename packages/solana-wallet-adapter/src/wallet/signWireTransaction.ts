import type { SupportedTransactionVersions } from '@solana/wallet-adapter-base'
import { Transaction, VersionedTransaction } from '@solana/web3.js'

/**
 * Signs a transaction in its wire form (what Wallet Standard wallets take and give) with a wallet-adapter signer,
 * which takes web3.js objects: a versioned transaction when the adapter signs those, else a legacy `Transaction`.
 */
export async function signWireTransaction(
  bytes: Uint8Array,
  versions: SupportedTransactionVersions,
  sign: (transaction: Transaction | VersionedTransaction) => Promise<Transaction | VersionedTransaction>,
): Promise<Uint8Array> {
  const versioned = VersionedTransaction.deserialize(bytes)
  const signed = await sign(versions?.has(versioned.version) ? versioned : Transaction.from(bytes))
  return signed instanceof VersionedTransaction
    ? signed.serialize()
    : new Uint8Array(signed.serialize({ requireAllSignatures: false, verifySignatures: false }))
}
