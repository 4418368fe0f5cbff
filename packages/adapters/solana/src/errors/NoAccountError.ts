import { PorticoError } from '@portico/core'

/** The wallet approved the connection but offered no Solana account. */
export class NoAccountError extends PorticoError {
  override name = 'NoAccountError'
  readonly walletName: string

  constructor({ walletName }: { walletName: string }) {
    super(`${walletName} offered no Solana account`)
    this.walletName = walletName
  }
}
