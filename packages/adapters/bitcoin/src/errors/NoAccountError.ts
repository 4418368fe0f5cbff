import { PorticoError } from '@portico/core'

/** The wallet approved the connection but offered no Bitcoin account. */
export class NoAccountError extends PorticoError {
  override name = 'NoAccountError'
  readonly walletName: string

  constructor({ walletName }: { walletName: string }) {
    super(`${walletName} offered no Bitcoin account`)
    this.walletName = walletName
  }
}
