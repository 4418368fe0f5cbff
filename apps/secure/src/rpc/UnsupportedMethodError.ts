/** A method the frame does not sign (yet): its message is what the dapp sees. */
export class UnsupportedMethodError extends Error {
  override readonly name = 'UnsupportedMethodError'

  constructor(readonly method: string) {
    super(`${method} is not supported yet`)
  }
}
