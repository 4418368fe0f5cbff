/** The browsers' own texts for a request that never reached its server (Chrome, Firefox, Safari; Node's fetch). */
const RAW_NETWORK_FAILURE =
  /^(Failed to fetch|NetworkError when attempting to fetch resource\.?|Load failed|fetch failed)$/

/**
 * Whether an error is a request that never reached its server (offline, DNS, a refused connection): the raw
 * 'Failed to fetch' a visitor must never read; the UI shows `error.NETWORK_UNREACHABLE` for it.
 */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof Error && RAW_NETWORK_FAILURE.test(error.message)
}
