import type { Queryable } from '../storage/Storage.js'
import { type NameRecord, type NameRow, nameColumns, nameFromRow } from './NameRecord.js'

/** The names registered for an address, newest first. */
export async function reverseLookupNames(db: Queryable, address: string): Promise<NameRecord[]> {
  const rows = await db.query<NameRow>(
    `select ${nameColumns} from names where address = $1 order by updated_at desc, name`,
    [address.toLowerCase()],
  )
  return rows.map(nameFromRow)
}
