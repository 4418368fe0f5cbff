/**
 * A wallet-adapter error keeps the wallet's own error in `error` (Phantom's 4001 rejection, …); Portico reads a
 * rejection from the `cause` chain, so the wallet's error becomes the cause as well.
 */
export function withCause(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return error
  const { error: inner, cause } = error as { error?: unknown; cause?: unknown }
  if (inner !== undefined && cause === undefined)
    Object.defineProperty(error, 'cause', { value: inner, configurable: true })
  return error
}
