import { loadLabEndpointUrl } from './loadLabEndpointUrl.js'

/** The secure site of `pnpm lab` (apps/secure) when no endpoint file says otherwise. */
export const DEFAULT_LAB_SECURE_SITE_URL = 'http://127.0.0.1:4410'

/**
 * The embedded wallet's secure site for the lab's e-mail login config: `&secure=<url>` in the page URL, else the
 * endpoint file's `secureSiteUrl` (the browser tests' secure site on an ephemeral port), else
 * http://127.0.0.1:4410 (`pnpm lab`).
 */
export async function loadLabSecureSiteUrl(search = window.location.search): Promise<string> {
  return (
    (await loadLabEndpointUrl(search, { param: 'secure', field: 'secureSiteUrl' })) ??
    DEFAULT_LAB_SECURE_SITE_URL
  )
}
