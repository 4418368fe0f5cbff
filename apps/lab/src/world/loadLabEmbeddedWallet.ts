import type { PorticoFeature } from '@portico/core'

/** The embedded wallet on the lab's secure site, loaded on demand as an app may load @portico/embedded. */
export async function loadLabEmbeddedWallet(secureSiteUrl: string): Promise<PorticoFeature<unknown, object>> {
  const { embeddedWallet } = await import('@portico/embedded')
  return embeddedWallet({ secureSiteUrl }) as PorticoFeature<unknown, object>
}
