import type { InjectedWeb3, InjectedWindowProvider } from './InjectedWeb3.js'

/** The page's `window.injectedWeb3` entries that have an `enable` function; none on the server. */
export function injectedWeb3Of(
  scope: { injectedWeb3?: unknown } = globalThis as unknown as { injectedWeb3?: unknown },
): [string, InjectedWindowProvider][] {
  const injected = scope.injectedWeb3
  if (typeof injected !== 'object' || injected === null) return []
  return Object.entries(injected as InjectedWeb3).filter(
    ([, entry]) => typeof entry === 'object' && entry !== null && typeof entry.enable === 'function',
  )
}
