import type { DriverBalanceWatch } from './ChainDriver.js'

/**
 * Starts a driver's balance watcher, which may come from a chunk loaded on first use: the watch's signal is
 * aborted by the stop, so a watcher stopped before it is live does not start (or stops once it is); a
 * watcher that fails to load is no watcher.
 */
export function watchDriverBalance(
  start: (watch: DriverBalanceWatch) => (() => void) | Promise<() => void>,
  watch: Omit<DriverBalanceWatch, 'signal'>,
): () => void {
  const controller = new AbortController()
  const started = start({ ...watch, signal: controller.signal })
  if (typeof started === 'function') {
    return () => {
      controller.abort()
      started()
    }
  }
  let stop: (() => void) | undefined
  void started
    .then((stopWatcher) => {
      if (controller.signal.aborted) stopWatcher()
      else stop = stopWatcher
    })
    .catch(() => undefined)
  return () => {
    controller.abort()
    stop?.()
  }
}
