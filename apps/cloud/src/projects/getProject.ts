import type { Queryable } from '../storage/Storage.js'
import { type Project, type ProjectRow, projectColumns, projectFromRow } from './Project.js'

/** The project with this id, or undefined. */
export async function getProject(db: Queryable, id: string): Promise<Project | undefined> {
  const [row] = await db.query<ProjectRow>(`select ${projectColumns} from projects where id = $1`, [id])
  return row && projectFromRow(row)
}
