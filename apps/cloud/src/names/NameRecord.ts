import { isoTimestampSql } from '../storage/isoTimestampSql.js'

/** A registered name, in the shape of the widget's name lookups. */
export type NameRecord = {
  name: string
  registered: string
  updated: string
  addresses: Record<string, { address: string; created: string }>
  attributes: Record<string, string>
}

export type NameRow = {
  name: string
  address: string
  coin_type: string
  attributes: Record<string, string>
  created_at: string
  updated_at: string
}

export const nameColumns = `name, address, coin_type, attributes, ${isoTimestampSql('created_at')} as created_at, ${isoTimestampSql('updated_at')} as updated_at`

export function nameFromRow(row: NameRow): NameRecord {
  return {
    name: row.name,
    registered: row.created_at,
    updated: row.updated_at,
    addresses: { [row.coin_type]: { address: row.address, created: row.created_at } },
    attributes: row.attributes,
  }
}
