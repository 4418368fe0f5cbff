import { LAB_CLOUD_PATH } from './labCloudPath.js'

/**
 * A URL the lab page runs against: `&<param>=<url>` in the page URL, else the endpoint file's `<field>`
 * (what the lab server serves at LAB_CLOUD_PATH: the browser tests' own servers on ephemeral ports), else
 * undefined (the caller's default).
 */
export async function loadLabEndpointUrl(
  search: string,
  { param, field }: { param: string; field: string },
): Promise<string | undefined> {
  const given = new URLSearchParams(search).get(param)
  if (given) return given
  try {
    const response = await fetch(LAB_CLOUD_PATH, { cache: 'no-store' })
    if (response.ok) {
      const value = ((await response.json()) as Record<string, unknown>)[field]
      if (typeof value === 'string' && value) return value
    }
  } catch {
    // No endpoint file: the caller's default.
  }
  return undefined
}
