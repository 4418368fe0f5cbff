/** The relay failed a request (its JSON-RPC error code, if it answered one), or the socket closed under it. */
export class RelayError extends Error {
  override name = 'RelayError'
  readonly code: number | undefined
  constructor(message: string, code?: number) {
    super(message)
    this.code = code
  }
}
