import type { Address } from 'viem'
import type { FrameContext } from '../FrameContext.js'
import { SMART_ACCOUNT_KIND } from './smartAccountKind.js'

/** The smart account the frame opened for a wallet on one network: its address, and whether it is deployed. */
export type SmartAccountRecord = { address: Address; deployed: boolean }

// Under the account's kind: a record of another kind's account (another address) is never read as this kind's.
const name = (caip: string, owner: string) =>
  `smartAccount/${SMART_ACCOUNT_KIND}/${caip}/${owner.toLowerCase()}`

/** The smart account of `owner` on `caip` the frame opened before (INIT_SMART_ACCOUNT), if any. */
export function readSmartAccountRecord(
  { store, key }: Pick<FrameContext, 'store' | 'key'>,
  caip: string,
  owner: string,
): SmartAccountRecord | undefined {
  const raw = store.getItem(key(name(caip, owner)))
  if (!raw) return undefined
  try {
    const record = JSON.parse(raw) as Partial<SmartAccountRecord>
    if (typeof record.address !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(record.address)) return undefined
    return { address: record.address, deployed: record.deployed === true }
  } catch {
    return undefined
  }
}

/** Keeps the smart account of `owner` on `caip` (its address is not secret: anyone can compute it). */
export function writeSmartAccountRecord(
  { store, key }: Pick<FrameContext, 'store' | 'key'>,
  caip: string,
  owner: string,
  record: SmartAccountRecord,
): void {
  store.setItem(key(name(caip, owner)), JSON.stringify(record))
}
