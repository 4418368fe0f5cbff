import { FrameRequestError } from '../../client/FrameRequestError.js'
import type { EmbeddedContext } from './EmbeddedContext.js'
import { restoreWallet } from './restoreWallet.js'

/**
 * A login request that the frame may answer `recovery_required` (this device holds no share of the wallet), after an
 * e-mail code, a social or a Farcaster login alike: the frame asks for the recovery share and the login goes on once
 * the wallet is restored. A cancelled or failed restore fails the login with the frame's answer.
 */
export async function loginOrRestore(
  context: EmbeddedContext,
  request: () => Promise<unknown>,
): Promise<void> {
  try {
    await request()
  } catch (error) {
    const needsRestore = error instanceof FrameRequestError && error.code === 'recovery_required'
    if (!needsRestore || !(await restoreWallet(context))) throw error
  }
}
