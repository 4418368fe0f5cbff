import { ETHER_UNIT } from '../../rpc/evm/NativeCurrencyUnit.js'
import { FrameRpcError } from '../../rpc/FrameRpcError.js'
import type { GrantRecord } from '../../rpc/grants/GrantRecord.js'
import type { FrameContext } from '../FrameContext.js'
import { readSession } from '../login/readSession.js'
import { grantRecords } from './grantRecords.js'
import { type GrantSummary, grantSummary } from './grantSummary.js'

type ListContext = Pick<FrameContext, 'auth' | 'store' | 'key' | 'state' | 'smartSessions'>

/** The signed-in wallet's kept grants (its EOA's: grants are the EOA's), newest first; refused without smart sessions. */
export async function keptGrants(context: ListContext): Promise<GrantRecord[]> {
  if (!context.smartSessions)
    throw new FrameRpcError(
      'Permissions need smart sessions, which this app has not turned on (features.smartSessions)',
      'not_supported',
    )
  const token = readSession(context)
  if (!token) throw new Error('Not connected')
  const { addresses } = await context.auth.readShare(token)
  return grantRecords(context, addresses.eip155).list().reverse()
}

/**
 * GET_GRANTS: the grants this wallet signed for the project's apps, newest first, for the Permissions view: app,
 * grantee, amount with its symbol per period or in total, expiry and state (active, expired by the clock, revoked).
 * No context leaves the frame: each grant is named by its id (REVOKE_GRANT).
 */
export async function listGrants(context: ListContext): Promise<{ grants: GrantSummary[] }> {
  const records = await keptGrants(context)
  const now = Math.floor(Date.now() / 1000)
  return {
    grants: records.map((record) =>
      grantSummary(record, context.state.nativeCurrencies.get(`eip155:${record.chainId}`) ?? ETHER_UNIT, now),
    ),
  }
}
