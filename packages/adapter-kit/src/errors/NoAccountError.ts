import { PorticoError } from '@portico/core'

/** The wallet approved the connection but offered no account of the adapter's chain ('Solana', 'Bitcoin'). */
export class NoAccountError extends PorticoError {
  override name = 'NoAccountError'
  readonly walletName: string

  constructor({ walletName, chainName }: { walletName: string; chainName: string }) {
    super(`${walletName} offered no ${chainName} account`)
    this.walletName = walletName
  }
}
