/** How long a project's allowed origins are reused before the cloud is asked again. */
export const PROJECT_ORIGINS_TTL_MS = 60_000
/** At most this many projects' origins are kept; the oldest entry goes first. */
const MAX_PROJECTS = 1_000
const PROJECT_ID = /^[\w-]{1,128}$/

export type ProjectOrigins = (projectId: string) => Promise<readonly string[]>

/**
 * The origins that may embed a project's frame, as the cloud answers `GET /projects/v1/origins` (its
 * `frameAncestors`, what the frame reads too), kept for a minute. An id the frame would refuse, an unknown project or
 * an unreachable cloud give no origin (and are not kept), so no page may embed the frame.
 */
export function createProjectOrigins({
  cloudUrl,
  ttlMs = PROJECT_ORIGINS_TTL_MS,
  now = Date.now,
}: {
  cloudUrl: string
  ttlMs?: number
  now?: () => number
}): ProjectOrigins {
  const kept = new Map<string, { origins: readonly string[]; until: number }>()
  return async (projectId) => {
    if (!PROJECT_ID.test(projectId)) return []
    const entry = kept.get(projectId)
    if (entry && entry.until > now()) return entry.origins
    kept.delete(projectId)
    const origins = await fetchOrigins(cloudUrl, projectId)
    if (origins === undefined) return []
    if (kept.size >= MAX_PROJECTS) kept.delete(kept.keys().next().value as string)
    kept.set(projectId, { origins, until: now() + ttlMs })
    return origins
  }
}

async function fetchOrigins(cloudUrl: string, projectId: string): Promise<readonly string[] | undefined> {
  try {
    const response = await fetch(
      `${cloudUrl}/projects/v1/origins?projectId=${encodeURIComponent(projectId)}`,
      {
        signal: AbortSignal.timeout(5_000),
      },
    )
    if (!response.ok) return undefined
    const { frameAncestors } = (await response.json()) as { frameAncestors?: unknown }
    return Array.isArray(frameAncestors)
      ? frameAncestors.filter((entry): entry is string => typeof entry === 'string')
      : undefined
  } catch {
    return undefined
  }
}
