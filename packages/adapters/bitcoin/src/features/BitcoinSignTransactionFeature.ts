import type { IdentifierString, WalletAccount } from '@wallet-standard/base'

export const BitcoinSignTransaction = 'bitcoin:signTransaction'

/** What the wallet signs in a PSBT: the inputs (by index) that belong to an account. */
export interface BitcoinInputToSign {
  readonly account: WalletAccount
  readonly signingIndexes: readonly number[]
  /** A SIGHASH flag; the wallet's default (ALL, or DEFAULT for Taproot) when absent. */
  readonly sigHash?: number
}

/** One PSBT to sign: its raw bytes, the chain it spends on, and which inputs to sign. */
export interface BitcoinSignTransactionInput {
  readonly psbt: Uint8Array
  readonly chain: IdentifierString
  readonly inputsToSign: readonly BitcoinInputToSign[]
}

/** `bitcoin:signTransaction`: signs PSBTs and returns them signed (finalising them is left to the app). */
export type BitcoinSignTransactionFeature = {
  readonly [BitcoinSignTransaction]: {
    readonly version: '1.0.0'
    readonly signTransaction: (
      ...inputs: readonly BitcoinSignTransactionInput[]
    ) => Promise<readonly { readonly signedPsbt: Uint8Array }[]>
  }
}
