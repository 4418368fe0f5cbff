import type { FrameRefusalReason } from '@portico/embedded/protocol'

/** The cloud's answer on who may embed the frame: the list, or why there is none. */
export type FrameAncestors =
  | { ok: true; ancestors: string[] }
  | { ok: false; reason: Exclude<FrameRefusalReason, 'origin_not_allowed'> }

/** The cloud's error codes (JSON body `{ error }`) that say the project id is not one it serves. */
const PROJECT_ERRORS = ['invalid_project_id', 'project_not_configured', 'missing_project_id']

/**
 * The page origins the cloud lets embed this project's frame (`frameAncestors` of `GET /projects/v1/origins`: the
 * project's allowed origins, plus the development defaults only when the cloud runs in development). When there is
 * no list, why: the cloud does not know the project (`invalid_project`), or it could not be reached or answered
 * something else (`cloud_unreachable`). Without a list no page may embed the frame.
 */
export async function readFrameAncestors(cloudUrl: string, projectId: string): Promise<FrameAncestors> {
  const response = await fetch(
    `${cloudUrl}/projects/v1/origins?projectId=${encodeURIComponent(projectId)}`,
  ).catch(() => undefined)
  if (!response) return { ok: false, reason: 'cloud_unreachable' }
  const answer = (await response.json().catch(() => undefined)) as
    | { frameAncestors?: unknown; error?: unknown }
    | undefined
  if (!response.ok) {
    const projectError = typeof answer?.error === 'string' && PROJECT_ERRORS.includes(answer.error)
    return { ok: false, reason: projectError ? 'invalid_project' : 'cloud_unreachable' }
  }
  const listed = answer?.frameAncestors
  if (!Array.isArray(listed)) return { ok: false, reason: 'cloud_unreachable' }
  return { ok: true, ancestors: listed.filter((entry): entry is string => typeof entry === 'string') }
}
