import { PorticoError } from '@portico/core'

/** The extension's signer lacks the method a request needs (`signRaw` or `signPayload`). */
export class SignerMissingError extends PorticoError {
  override name = 'SignerMissingError'
  readonly method: string

  constructor({ method }: { method: 'signRaw' | 'signPayload' }) {
    super(`The extension's signer has no ${method}`)
    this.method = method
  }
}
