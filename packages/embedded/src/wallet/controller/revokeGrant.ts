import { FrameRequestError } from '../../client/FrameRequestError.js'
import type { EmbeddedContext } from './EmbeddedContext.js'
import { ensureFrame } from './ensureFrame.js'
import { readGrants } from './readGrants.js'
import { showApproval } from './showApproval.js'
import { toastLoginError } from './toastLoginError.js'

/**
 * The Permissions view's Revoke: the frame's review of `wallet_revokePermissions` for the grant `id` shows over the
 * modal (ApproveTransaction), and once approved the wallet's EOA disables the delegation on chain (REVOKE_GRANT,
 * answered when mined); the list is read again. True once revoked; a refusal leaves it as it was, another failure is
 * a toast.
 */
export async function revokeGrant(context: EmbeddedContext, id: string): Promise<boolean> {
  const { slice, feature } = context
  const grant = slice.permissions?.grants.find((kept) => kept.id === id)
  if (!grant || !slice.permissions) return false
  // The grant's network's RPC URL, as for any request of the app on that network.
  const rpcUrl = feature.options.networks
    .find((network) => network.caipNetworkId === grant.chainId)
    ?.rpcUrls.default.http.find((url) => /^https?:\/\//.test(url))
  slice.permissions = { ...slice.permissions, revoking: id }
  const hide = showApproval(context)
  try {
    await ensureFrame(context).client.request('REVOKE_GRANT', { id, ...(rpcUrl ? { rpcUrl } : {}) })
    return true
  } catch (error) {
    const refused =
      error instanceof FrameRequestError && (error.code === 'user_rejected' || error.code === 'aborted')
    if (!refused) toastLoginError(context, error)
    return false
  } finally {
    hide()
    await readGrants(context)
  }
}
