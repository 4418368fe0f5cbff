import type { BitcoinSignTransactionInput } from './BitcoinSignTransactionFeature.js'

export const BitcoinSignAndSendTransaction = 'bitcoin:signAndSendTransaction'

/** `bitcoin:signAndSendTransaction`: signs PSBTs, finalises and broadcasts them; answers with the txids. */
export type BitcoinSignAndSendTransactionFeature = {
  readonly [BitcoinSignAndSendTransaction]: {
    readonly version: '1.0.0'
    readonly signAndSendTransaction: (
      ...inputs: readonly BitcoinSignTransactionInput[]
    ) => Promise<readonly { readonly txId: string }[]>
  }
}
