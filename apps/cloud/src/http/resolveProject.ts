import type { Context } from 'hono'
import { RATE_LIMIT_WINDOW_MS } from '../constants/rateLimits.js'
import {
  InvalidProjectIdError,
  MissingProjectIdError,
  OriginNotAllowedError,
  ProjectNotConfiguredError,
} from '../errors/errors.js'
import { isOriginAllowed } from '../projects/isOriginAllowed.js'
import type { Project } from '../projects/Project.js'
import { projectIdSchema } from '../projects/projectIdSchema.js'
import type { CloudDeps } from './CloudDeps.js'

export type ResolveProjectOptions = {
  /** Rate-limit bucket: each bucket has the project's per-minute limit. */
  bucket: 'api' | 'rpc' | 'blockchain'
  /** Refuse a browser Origin outside the allow-list (not for /projects/v1/origins, which the widget checks itself). */
  checkOrigin?: boolean
}

/**
 * The project of a request, checked in this order: id given (400 missing_project_id), known (403
 * invalid_project_id), configured with origins (403 project_not_configured), Origin allowed (403
 * origin_not_allowlisted), within its rate limit (429 rate_limited). Requests without an Origin header (servers,
 * scripts) skip the origin check.
 */
export async function resolveProject(
  c: Context,
  deps: CloudDeps,
  { bucket, checkOrigin = true }: ResolveProjectOptions,
): Promise<Project> {
  const projectId = c.req.query('projectId') || c.req.header('x-project-id')
  if (!projectId) throw new MissingProjectIdError()
  if (!projectIdSchema.safeParse(projectId).success) throw new InvalidProjectIdError()
  const project = await deps.projects.get(projectId)
  if (!project) throw new InvalidProjectIdError()
  if (project.allowedOrigins.length === 0) throw new ProjectNotConfiguredError()
  const origin = c.req.header('origin')
  if (checkOrigin && origin !== undefined && !isOriginAllowed(origin, project.allowedOrigins)) {
    throw new OriginNotAllowedError(origin)
  }
  await deps.rateLimiter.take(`${bucket}:${project.id}`, project.rateLimitPerMinute, RATE_LIMIT_WINDOW_MS)
  return project
}
