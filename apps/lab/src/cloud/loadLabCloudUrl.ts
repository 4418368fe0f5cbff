import { DEFAULT_LAB_CLOUD_URL, LAB_CLOUD_PATH } from './labCloudPath.js'

/**
 * The Portico Cloud URL of the lab's cloud configs: `&cloud=<url>` in the page URL (a browser test's own
 * cloud), else the endpoint file the lab server serves (the browser tests' cloud on an ephemeral port),
 * else VITE_PORTICO_CLOUD_URL, else http://127.0.0.1:8787 (`pnpm lab`).
 */
export async function loadLabCloudUrl(search = window.location.search): Promise<string> {
  const given = new URLSearchParams(search).get('cloud')
  if (given) return given
  try {
    const response = await fetch(LAB_CLOUD_PATH, { cache: 'no-store' })
    if (response.ok) {
      const { url } = (await response.json()) as { url?: unknown }
      if (typeof url === 'string' && url) return url
    }
  } catch {
    // No endpoint file: the default below.
  }
  return (import.meta.env.VITE_PORTICO_CLOUD_URL as string | undefined) || DEFAULT_LAB_CLOUD_URL
}
