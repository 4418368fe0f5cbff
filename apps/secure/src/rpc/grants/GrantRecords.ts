import type { Hex } from 'viem'
import type { GrantRecord } from './GrantRecord.js'

/** The grants of one account (the frame's storage: frame/grants/grantRecords.ts). */
export type GrantRecords = {
  list(): GrantRecord[]
  add(record: GrantRecord): void
  revoked(context: Hex, at?: number): void
}
