import type { Context } from 'hono'
import { SecureOriginRequiredError } from '../emailAuth/emailAuthErrors.js'
import type { Project } from '../projects/Project.js'
import type { CloudDeps } from './CloudDeps.js'
import { resolveProject } from './resolveProject.js'

/**
 * The project of an embedded-wallet login route: only the secure site may call these (its exact Origin, one of
 * SECURE_SITE_ORIGINS, else 403 secure_origin_required), within the project's and the client's rate limits.
 */
export async function requireSecureProject(c: Context, deps: CloudDeps): Promise<Project> {
  const origin = c.req.header('origin')
  if (origin === undefined || !deps.config.emailAuth.secureSiteOrigins.includes(origin)) {
    throw new SecureOriginRequiredError(origin)
  }
  return resolveProject(c, deps, { bucket: 'api', checkOrigin: false })
}
