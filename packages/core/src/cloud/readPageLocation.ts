/** Where the widget runs: the page's origin, address and host name. */
export interface PageLocation {
  origin: string
  href: string
  hostname: string
}

/** The page's location, or undefined outside a browser page (server rendering, workers without one). */
export function readPageLocation(): PageLocation | undefined {
  const location = (globalThis as { location?: Partial<PageLocation> }).location
  if (typeof location?.origin !== 'string' || location.origin === 'null') return undefined
  return {
    origin: location.origin,
    href: location.href ?? location.origin,
    hostname: location.hostname ?? new URL(location.origin).hostname,
  }
}
