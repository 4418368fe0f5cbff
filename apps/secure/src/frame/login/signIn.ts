import type { FrameContext } from '../FrameContext.js'
import { RecoveryRequiredError } from '../RecoveryRequiredError.js'
import { forgetLogin } from './forgetLogin.js'
import { keepSession } from './keepSession.js'
import { openWallet } from './openWallet.js'

/**
 * A verified login: opens its wallet on this device (made at the first login) and keeps its session with `items`
 * (email, or social provider and username). When the wallet exists but this device holds no share of it, nothing is
 * kept: the session waits in memory for RESTORE_WALLET (RecoveryRequiredError).
 */
export async function signIn(
  context: Pick<FrameContext, 'auth' | 'store' | 'vault' | 'key' | 'state'>,
  token: string,
  items: Record<string, string>,
): Promise<void> {
  context.state.pendingRestore = undefined
  forgetLogin(context)
  if (!(await openWallet(context, token))) {
    context.state.pendingRestore = { token, items }
    throw new RecoveryRequiredError()
  }
  keepSession(context, token, items)
}
