import { keccak256 } from 'viem'
import { FrameRpcError } from '../../rpc/FrameRpcError.js'
import type { FrameRequestContext } from '../requests/FrameRequestContext.js'
import { serveRpcRequest } from '../requests/serveRpcRequest.js'
import { keptGrants } from './listGrants.js'

/**
 * REVOKE_GRANT ({ id, rpcUrl? }): the visitor revokes one of the wallet's kept grants from the Permissions view. It is
 * `wallet_revokePermissions` on the grant's network, so the same review and the same `disableDelegation` transaction
 * from the EOA; answers `{ revoked: true }` once it is mined (the grant is then marked revoked). An unknown id is `invalid_params`.
 */
export async function revokeGrant(
  context: FrameRequestContext,
  { id, rpcUrl }: { id: string; rpcUrl?: string | undefined },
): Promise<{ revoked: true }> {
  const record = (await keptGrants(context)).find((kept) => keccak256(kept.context) === id.toLowerCase())
  if (!record) throw new FrameRpcError('REVOKE_GRANT: id: no such grant of this wallet', 'invalid_params')
  await serveRpcRequest(context, {
    method: 'wallet_revokePermissions',
    params: [{ permissionsContext: record.context }],
    chainId: `eip155:${record.chainId}`,
    chainNamespace: 'eip155',
    ...(rpcUrl ? { rpcUrl } : {}),
  })
  return { revoked: true }
}
