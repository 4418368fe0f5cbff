import { DEFAULT_LAB_CLOUD_URL } from './labCloudPath.js'
import { loadLabEndpointUrl } from './loadLabEndpointUrl.js'

/**
 * The Portico Cloud URL of the lab's cloud configs: `&cloud=<url>` in the page URL (a browser test's own
 * cloud), else the endpoint file the lab server serves (the browser tests' cloud on an ephemeral port),
 * else VITE_PORTICO_CLOUD_URL, else http://127.0.0.1:8787 (`pnpm lab`).
 */
export async function loadLabCloudUrl(search = window.location.search): Promise<string> {
  return (
    (await loadLabEndpointUrl(search, { param: 'cloud', field: 'url' })) ||
    (import.meta.env.VITE_PORTICO_CLOUD_URL as string | undefined) ||
    DEFAULT_LAB_CLOUD_URL
  )
}
