/**
 * The page origins the cloud lets embed this project's frame (`frameAncestors` of `GET /projects/v1/origins`: the
 * project's allowed origins, plus the development defaults only when the cloud runs in development). Empty when the
 * cloud cannot answer or answers without the list: then no page may embed the frame.
 */
export async function readFrameAncestors(cloudUrl: string, projectId: string): Promise<string[]> {
  const response = await fetch(
    `${cloudUrl}/projects/v1/origins?projectId=${encodeURIComponent(projectId)}`,
  ).catch(() => undefined)
  if (!response?.ok) return []
  const answer = (await response.json().catch(() => undefined)) as { frameAncestors?: unknown } | undefined
  const listed = answer?.frameAncestors
  return Array.isArray(listed) ? listed.filter((entry): entry is string => typeof entry === 'string') : []
}
