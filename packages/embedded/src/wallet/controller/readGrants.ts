import type { GrantSummary } from '../EmbeddedWalletState.js'
import { loginError } from '../loginError.js'
import type { EmbeddedContext } from './EmbeddedContext.js'
import { ensureFrame } from './ensureFrame.js'

/**
 * The Permissions view's list: the wallet's ERC-7715 grants as the frame keeps them (GET_GRANTS, newest first), into
 * the state's `permissions`; a failure is its `error` (status failed), the list it had stays.
 */
export async function readGrants(context: EmbeddedContext): Promise<void> {
  const { slice } = context
  slice.permissions = { status: 'loading', grants: slice.permissions?.grants ?? [] }
  try {
    const { grants } = (await ensureFrame(context).client.request('GET_GRANTS')) as { grants: GrantSummary[] }
    slice.permissions = { status: 'ready', grants }
  } catch (error) {
    slice.permissions = { status: 'failed', grants: slice.permissions.grants, error: loginError(error) }
  }
}
