/**
 * A connected Bitcoin account (docs/behaviour.md#state "Bitcoin account"): the payment address spends BTC, the
 * ordinal address holds inscriptions. `publicKey` is hex (33-byte compressed, or 32-byte x-only for
 * Taproot); `path` is the derivation path when the wallet tells it (`derivationPath` on its
 * account, as some wallets add), else undefined.
 */
export interface BitcoinAccount {
  namespace: 'bip122'
  address: string
  type: 'payment' | 'ordinal'
  publicKey: string
  path?: string
}
