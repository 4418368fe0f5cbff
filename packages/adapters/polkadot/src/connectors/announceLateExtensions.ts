import type { Connector } from '@portico/core'

/** When to look at `window.injectedWeb3` again after setup: extensions that inject late (ms). */
const RESCAN_DELAYS_MS = [250, 1000, 3000]

/**
 * Looks at the page's extensions again a few times after setup and announces the connectors when the list
 * changed (extensions inject at their own pace). Returns the function that stops looking.
 */
export function announceLateExtensions(
  getConnectors: () => Connector[],
  announce: (connectors: Connector[]) => void,
): () => void {
  const idsOf = (connectors: Connector[]) => connectors.map((connector) => connector.id).join()
  let announced = idsOf(getConnectors())
  const timers = RESCAN_DELAYS_MS.map((delay) =>
    setTimeout(() => {
      const connectors = getConnectors()
      if (idsOf(connectors) === announced) return
      announced = idsOf(connectors)
      announce(connectors)
    }, delay),
  )
  return () => {
    for (const timer of timers) clearTimeout(timer)
  }
}
