import type { Queryable } from '../storage/Storage.js'
import { type NameRecord, type NameRow, nameColumns, nameFromRow } from './NameRecord.js'

/** The record of a full name (`alice.portico.id`), or undefined. */
export async function lookupName(db: Queryable, fullName: string): Promise<NameRecord | undefined> {
  const [row] = await db.query<NameRow>(`select ${nameColumns} from names where name = $1`, [fullName])
  return row && nameFromRow(row)
}
