import {
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
  type Transaction,
} from '@solana/kit'
import { WalletRpcError } from '../wallet/WalletRpcError.js'
import type { SolanaAccount } from './solanaAccount.js'

/**
 * Adds the account's signature to a wire transaction (the other signatures are kept, so a
 * transaction with several signers can be passed on). A transaction that does not ask for the
 * account's signature is refused with -32602, as a wallet refuses to sign for a key it was not asked for.
 */
export async function signSolanaTransaction(account: SolanaAccount, wire: Uint8Array): Promise<Transaction> {
  let transaction: Transaction
  try {
    transaction = getTransactionDecoder().decode(wire)
  } catch (cause) {
    throw WalletRpcError.invalidParams(`not a Solana wire transaction (${String(cause)})`)
  }
  if (!(account.account.address in transaction.signatures)) {
    throw WalletRpcError.invalidParams(`the transaction does not ask ${account.account.address} to sign`)
  }
  return partiallySignTransaction([await account.keyPair()], transaction)
}

/** The wire bytes of a signed transaction, as a fresh Uint8Array (what the Wallet Standard returns). */
export function encodeSolanaTransaction(transaction: Transaction): Uint8Array {
  return Uint8Array.from(getTransactionEncoder().encode(transaction))
}
