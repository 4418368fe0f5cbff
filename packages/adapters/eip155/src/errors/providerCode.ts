/**
 * The EIP-1193 code the wallet answered with: the code of the deepest error in the cause chain
 * that has one, since viem and wagmi wrap the wallet's error (sometimes in a 4001 of their own, as
 * wagmi does for a failed wallet_addEthereumChain).
 */
export function providerCode(error: unknown): number | undefined {
  const seen = new Set<unknown>()
  let code: number | undefined
  let current: unknown = error
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    const candidate = (current as { code?: unknown }).code
    if (typeof candidate === 'number') code = candidate
    seen.add(current)
    current = (current as { cause?: unknown }).cause
  }
  return code
}
