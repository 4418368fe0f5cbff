/** Whether a wallet error means the visitor declined (EIP-1193 code 4001, or a typed rejection). */
export function isUserRejection(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { code, name, cause } = error as { code?: unknown; name?: unknown; cause?: unknown }
  if (code === 4001 || code === 'USER_REJECTED') return true
  if (typeof name === 'string' && /reject/i.test(name)) return true
  return cause !== undefined && cause !== error && isUserRejection(cause)
}
