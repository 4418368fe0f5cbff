import type { MiddlewareHandler } from 'hono'
import type { z } from 'zod'
import type { CloudDeps } from './CloudDeps.js'
import type { ProjectScopeEnv } from './ProjectScopeEnv.js'
import { parseInput } from './parseInput.js'
import { type ResolveProjectOptions, resolveProject } from './resolveProject.js'

export type ProjectScopeOptions = ResolveProjectOptions & {
  /** The route's query, checked before the project is looked up (a malformed query costs no limit). */
  query?: z.ZodType | undefined
}

/**
 * The middleware of a project-scoped route group: before the handler, the request's project is resolved with
 * resolveProject's checks and limits (id, known, configured, Origin, rate limits), and the handler reads it as
 * `c.var.project`. A group makes one per bucket and lists it on each of its routes:
 * `app.get('/v1/identity/:address', blockchain, handler)`.
 */
export function projectScope(
  deps: CloudDeps,
  { query, ...options }: ProjectScopeOptions,
): MiddlewareHandler<ProjectScopeEnv> {
  return async (c, next) => {
    if (query) parseInput(query, c.req.query())
    c.set('project', await resolveProject(c, deps, options))
    await next()
  }
}
