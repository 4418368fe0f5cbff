/** JSON-RPC error codes of the relay (the standard ones, and the relay's limits). */
export const RELAY_ERROR = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
  tooManyPublishes: -32029,
  tooManySubscriptions: -32030,
  messageTooLarge: -32031,
  mailboxFull: -32032,
  tooManyReads: -32033,
} as const

/** A request the relay refuses: answered as a JSON-RPC error on the same socket, which stays open. */
export class RelayRpcError extends Error {
  override name = 'RelayRpcError'
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}
