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
  /** Units of the limits this request uses (an RPC batch: one per call). */
  cost?: number
}

/**
 * The project of a request, checked in this order: id given (400 missing_project_id), known (403
 * invalid_project_id), configured with origins (403 project_not_configured), Origin allowed (403
 * origin_not_allowlisted), within its rate limits (429 rate_limited): the client's own limit first (lower without an
 * Origin), then the project's, so one client cannot use up a project's limit. Requests without an Origin header
 * (servers, scripts) skip the origin check. An id the project cache does not hold counts against the client's
 * lookups before storage is asked.
 */
export async function resolveProject(
  c: Context,
  deps: CloudDeps,
  { bucket, checkOrigin = true, cost = 1 }: ResolveProjectOptions,
): Promise<Project> {
  const limits = deps.config.limits
  const projectId = c.req.query('projectId') || c.req.header('x-project-id')
  if (!projectId) throw new MissingProjectIdError()
  if (!projectIdSchema.safeParse(projectId).success) throw new InvalidProjectIdError()
  const client = deps.clientAddress(c)
  if (!deps.projects.has(projectId)) {
    await deps.rateLimiter.take([
      {
        key: `lookups:${client}`,
        limit: limits.unknownProjectLookupsPerMinute,
        windowMs: RATE_LIMIT_WINDOW_MS,
      },
    ])
  }
  const project = await deps.projects.get(projectId)
  if (!project) throw new InvalidProjectIdError()
  if (project.allowedOrigins.length === 0) throw new ProjectNotConfiguredError()
  const origin = c.req.header('origin')
  if (checkOrigin && origin !== undefined && !isOriginAllowed(origin, project.allowedOrigins)) {
    throw new OriginNotAllowedError(origin)
  }
  const window = RATE_LIMIT_WINDOW_MS
  await deps.rateLimiter.take([
    origin === undefined
      ? {
          key: `no-origin:${bucket}:${project.id}:${client}`,
          limit: limits.noOriginClientPerMinute,
          windowMs: window,
          cost,
        }
      : {
          key: `client:${bucket}:${project.id}:${client}`,
          limit: limits.clientPerMinute,
          windowMs: window,
          cost,
        },
    { key: `${bucket}:${project.id}`, limit: project.rateLimitPerMinute, windowMs: window, cost },
  ])
  return project
}
