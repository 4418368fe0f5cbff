import { PorticoError } from '@portico/core'

/** The connected wallet lacks the Wallet Standard feature a request needs (e.g. `solana:signMessage`). */
export class WalletFeatureMissingError extends PorticoError {
  override name = 'WalletFeatureMissingError'
  readonly feature: string

  constructor({ feature, walletName }: { feature: string; walletName: string }) {
    super(`${walletName} does not support ${feature}`)
    this.feature = feature
  }
}
