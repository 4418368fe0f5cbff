import type { Queryable } from '../storage/Storage.js'
import { type Project, type ProjectRow, projectColumns, projectFromRow } from './Project.js'

/** Every project, oldest first. */
export async function listProjects(db: Queryable): Promise<Project[]> {
  const rows = await db.query<ProjectRow>(`select ${projectColumns} from projects order by created_at, id`)
  return rows.map(projectFromRow)
}
