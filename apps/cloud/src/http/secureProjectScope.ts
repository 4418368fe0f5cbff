import type { MiddlewareHandler } from 'hono'
import type { CloudDeps } from './CloudDeps.js'
import type { ProjectScopeEnv } from './ProjectScopeEnv.js'
import { requireSecureProject } from './requireSecureProject.js'

/**
 * projectScope for the embedded wallet's login routes: only the secure site may call them (requireSecureProject),
 * and the handler reads the project as `c.var.project`.
 */
export function secureProjectScope(deps: CloudDeps): MiddlewareHandler<ProjectScopeEnv> {
  return async (c, next) => {
    c.set('project', await requireSecureProject(c, deps))
    await next()
  }
}
