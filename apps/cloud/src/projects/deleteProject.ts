import { NotFoundError } from '../errors/errors.js'
import type { Queryable } from '../storage/Storage.js'

/** Deletes a project and its analytics. */
export async function deleteProject(db: Queryable, id: string): Promise<void> {
  const rows = await db.query<{ id: string }>('delete from projects where id = $1 returning id', [id])
  if (rows.length === 0) throw new NotFoundError(`Project ${id}`)
}
