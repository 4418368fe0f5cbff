import type { PorticoFeature } from '@portico/core'

/**
 * The frame timeouts and the gap between two login e-mails a browser test may shorten through the page URL
 * (`&frameLoadMs=2000`, `&emailCooldownMs=2000`, …); none by default.
 */
const TIMEOUT_PARAMETERS = {
  loadMs: 'frameLoadMs',
  loginMs: 'frameLoginMs',
  signOutMs: 'frameSignOutMs',
  emailCooldownMs: 'emailCooldownMs',
} as const

function frameTimeouts(search: string): Partial<Record<keyof typeof TIMEOUT_PARAMETERS, number>> {
  const parameters = new URLSearchParams(search)
  const timeouts: Partial<Record<keyof typeof TIMEOUT_PARAMETERS, number>> = {}
  for (const [option, name] of Object.entries(TIMEOUT_PARAMETERS)) {
    const value = Number(parameters.get(name))
    if (Number.isInteger(value) && value > 0) timeouts[option as keyof typeof TIMEOUT_PARAMETERS] = value
  }
  return timeouts
}

/**
 * The embedded wallet on the lab's secure site, loaded on demand as an app may load @portico/embedded. Only a test
 * shortens the documented frame timeouts, through the page URL.
 */
export async function loadLabEmbeddedWallet(secureSiteUrl: string): Promise<PorticoFeature<unknown, object>> {
  const { embeddedWallet } = await import('@portico/embedded')
  const timeouts = frameTimeouts(location.search)
  return embeddedWallet({
    secureSiteUrl,
    ...(Object.keys(timeouts).length > 0 ? { timeouts } : {}),
  }) as PorticoFeature<unknown, object>
}
