import { NotFoundError } from '../errors/errors.js'
import type { Storage } from '../storage/Storage.js'
import { type Project, type ProjectRow, projectColumns, projectFromRow } from './Project.js'
import { type UpdateProjectInput, updateProjectSchema } from './projectInputSchemas.js'

/** Changes a project's name, origins (replaced), features (merged), analytics switch, rate limit, smart-account
 * switch, sponsorship (merged) or exchanges switch. */
export async function updateProject(
  storage: Storage,
  id: string,
  input: UpdateProjectInput,
): Promise<Project> {
  const patch = updateProjectSchema.parse(input)
  const rows = await storage.query<ProjectRow>(
    `update projects set
       name = coalesce($2, name),
       allowed_origins = coalesce($3::jsonb, allowed_origins),
       features = features || coalesce($4::jsonb, '{}'::jsonb),
       analytics_enabled = coalesce($5, analytics_enabled),
       rate_limit_per_minute = coalesce($6, rate_limit_per_minute),
       sponsorship = sponsorship || coalesce($7::jsonb, '{}'::jsonb),
       smart_accounts_enabled = coalesce($8, smart_accounts_enabled),
       exchanges_enabled = coalesce($9, exchanges_enabled),
       updated_at = now()
     where id = $1
     returning ${projectColumns}`,
    [
      id,
      patch.name ?? null,
      patch.allowedOrigins ? JSON.stringify([...new Set(patch.allowedOrigins)]) : null,
      patch.features ? JSON.stringify(patch.features) : null,
      patch.analyticsEnabled ?? null,
      patch.rateLimitPerMinute ?? null,
      patch.sponsorship ? JSON.stringify(patch.sponsorship) : null,
      patch.smartAccountsEnabled ?? null,
      patch.exchangesEnabled ?? null,
    ],
  )
  const row = rows[0]
  if (!row) throw new NotFoundError(`Project ${id}`)
  return projectFromRow(row)
}
