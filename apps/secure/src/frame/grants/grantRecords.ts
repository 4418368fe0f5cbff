import type { GrantRecord } from '../../rpc/grants/GrantRecord.js'
import type { GrantRecords } from '../../rpc/grants/GrantRecords.js'
import type { FrameContext } from '../FrameContext.js'

/** How many grants the frame keeps per account (the newest): more than any app asks for. */
const KEPT = 100

/**
 * The ERC-7715 grants the wallet `owner` signed, kept in the frame's storage (per project and account) so they can be
 * listed and revoked. A grant holds no secret: its delegation is what the app already has.
 */
export function grantRecords(
  { store, key }: Pick<FrameContext, 'store' | 'key'>,
  owner: string,
): GrantRecords {
  const name = key(`grants/${owner.toLowerCase()}`)
  const list = (): GrantRecord[] => {
    try {
      const parsed = JSON.parse(store.getItem(name) ?? '[]') as unknown
      return Array.isArray(parsed) ? (parsed as GrantRecord[]) : []
    } catch {
      return []
    }
  }
  const write = (records: GrantRecord[]) => store.setItem(name, JSON.stringify(records.slice(-KEPT)))
  return {
    list,
    add: (record) => write([...list(), record]),
    revoked: (context, at = Date.now()) =>
      write(
        list().map((record) =>
          record.context.toLowerCase() === context.toLowerCase() ? { ...record, revokedAt: at } : record,
        ),
      ),
  }
}
