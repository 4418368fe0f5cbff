import { loadLabEndpointUrl } from './loadLabEndpointUrl.js'

/**
 * The secure site of `pnpm lab` (apps/secure) when nothing says otherwise: on localhost, another site than the
 * lab's 127.0.0.1, so the frame is cross-site as on a real dapp.
 */
export const DEFAULT_LAB_SECURE_SITE_URL = 'http://localhost:4410'

/**
 * The embedded wallet's secure site for the lab's e-mail login config: `&secure=<url>` in the page URL, else the
 * endpoint file's `secureSiteUrl` (the browser tests' secure site on an ephemeral port), else
 * VITE_PORTICO_SECURE_SITE_URL (`pnpm lab` with SECURE_PORT), else http://localhost:4410.
 */
export async function loadLabSecureSiteUrl(search = window.location.search): Promise<string> {
  return (
    (await loadLabEndpointUrl(search, { param: 'secure', field: 'secureSiteUrl' })) ||
    (import.meta.env.VITE_PORTICO_SECURE_SITE_URL as string | undefined) ||
    DEFAULT_LAB_SECURE_SITE_URL
  )
}
