import type { WalletAccount } from '@wallet-standard/base'

/** The feature name Bitcoin wallets register for connecting (Exodus' bitcoin-wallet-standard, Wallet Standard extensions). */
export const BitcoinConnect = 'bitcoin:connect'

/** Which address the app asks for: payment (spending BTC) or ordinals (holding inscriptions, usually P2TR). */
export type BitcoinAddressPurpose = 'payment' | 'ordinals'

/**
 * `bitcoin:connect`: asks the visitor to authorise the app for addresses of the given purposes; the
 * wallet answers with one account per purpose, in the same order. It has no silent mode: an
 * authorised app reads `wallet.accounts` instead.
 */
export type BitcoinConnectFeature = {
  readonly [BitcoinConnect]: {
    readonly version: '1.0.0'
    readonly connect: (input: {
      readonly purposes: readonly BitcoinAddressPurpose[]
    }) => Promise<{ readonly accounts: readonly WalletAccount[] }>
  }
}
