import { randomBytes } from 'node:crypto'
import { DEFAULT_PROJECT_RATE_LIMIT_PER_MINUTE } from '../constants/rateLimits.js'
import { ConflictError } from '../errors/errors.js'
import type { Queryable } from '../storage/Storage.js'
import { defaultRemoteFeatures } from './defaultRemoteFeatures.js'
import { type Project, type ProjectRow, projectColumns, projectFromRow } from './Project.js'
import { type CreateProjectInput, createProjectSchema } from './projectInputSchemas.js'
import { defaultSponsorshipPolicy } from './sponsorshipPolicySchema.js'

/** Creates a project (a random 32-hex id unless one is given); remote features default to docs/behaviour.md#limits. */
export async function createProject(db: Queryable, input: CreateProjectInput): Promise<Project> {
  const parsed = createProjectSchema.parse(input)
  const id = parsed.id ?? randomBytes(16).toString('hex')
  const rows = await db.query<ProjectRow>(
    `insert into projects (id, name, allowed_origins, features, analytics_enabled, rate_limit_per_minute, sponsorship,
       smart_accounts_enabled, exchanges_enabled)
     values ($1, $2, $3::jsonb, $4::jsonb, $5, $6, $7::jsonb, $8, $9)
     on conflict (id) do nothing
     returning ${projectColumns}`,
    [
      id,
      parsed.name,
      JSON.stringify([...new Set(parsed.allowedOrigins)]),
      JSON.stringify({ ...defaultRemoteFeatures, ...parsed.features }),
      parsed.analyticsEnabled,
      parsed.rateLimitPerMinute ?? DEFAULT_PROJECT_RATE_LIMIT_PER_MINUTE,
      JSON.stringify({ ...defaultSponsorshipPolicy, ...parsed.sponsorship }),
      parsed.smartAccountsEnabled,
      parsed.exchangesEnabled,
    ],
  )
  const row = rows[0]
  if (!row) throw new ConflictError(`Project ${id} already exists`)
  return projectFromRow(row)
}
