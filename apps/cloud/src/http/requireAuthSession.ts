import type { Context } from 'hono'
import { z } from 'zod'
import { AuthSessionRequiredError } from '../emailAuth/emailAuthErrors.js'
import { type AuthSession, findAuthSession } from '../emailAuth/findAuthSession.js'
import type { Project } from '../projects/Project.js'
import type { CloudDeps } from './CloudDeps.js'

const bearerSchema = z.string().regex(/^Bearer [A-Za-z0-9_-]{43}$/)

/** The live login session of the request's bearer token in `project`, else 401 session_required. */
export async function requireAuthSession(
  c: Context,
  deps: CloudDeps,
  project: Project,
): Promise<AuthSession & { token: string }> {
  const header = bearerSchema.safeParse(c.req.header('authorization'))
  if (!header.success) throw new AuthSessionRequiredError()
  const token = header.data.slice('Bearer '.length)
  const found = await findAuthSession(deps.storage, project.id, token)
  if (!found) throw new AuthSessionRequiredError()
  return { ...found, token }
}
