import { Transaction } from '@scure/btc-signer'

/** Which key signs which inputs of a PSBT. */
export interface PsbtSigning {
  privateKey: Uint8Array
  indexes: readonly number[]
}

/**
 * Signs the given inputs of a PSBT (P2WPKH, or P2TR key path when the input names its internal
 * key) and returns the transaction, not finalised: the app or `bitcoin:signAndSendTransaction` does that.
 */
export function signBitcoinPsbt(psbt: Uint8Array, signings: readonly PsbtSigning[]): Transaction {
  const transaction = Transaction.fromPSBT(psbt)
  for (const { privateKey, indexes } of signings) {
    for (const index of indexes) {
      if (!transaction.signIdx(privateKey, index))
        throw new RangeError(`input ${index} of the PSBT is not this account's to sign`)
    }
  }
  return transaction
}
