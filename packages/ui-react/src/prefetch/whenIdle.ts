/**
 * Runs `callback` once the browser is idle, or after `timeoutMs` at the latest. Where
 * requestIdleCallback is missing (Safari) it runs right after the current task instead. Returns a
 * cancel function.
 */
export function whenIdle(callback: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => callback(), { timeout: timeoutMs })
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(callback, 1)
  return () => clearTimeout(handle)
}
