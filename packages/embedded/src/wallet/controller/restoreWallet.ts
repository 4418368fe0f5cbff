import { loginError } from '../loginError.js'
import type { EmbeddedContext } from './EmbeddedContext.js'
import { ensureFrame } from './ensureFrame.js'

/**
 * The login was right but this device holds no share of the wallet (a new browser profile): the frame, shown over
 * the modal, asks for the recovery share in its own screen (the share never reaches this page). True once restored;
 * false when the visitor cancelled (the frame dropped the login) or it failed (slice.error says why).
 */
export async function restoreWallet(context: EmbeddedContext): Promise<boolean> {
  const { slice } = context
  const mounted = ensureFrame(context)
  slice.status = 'restoring'
  mounted.setShown(true)
  try {
    const { restored } = (await mounted.client.request('RESTORE_WALLET')) as { restored: boolean }
    return restored
  } catch (error) {
    slice.error = loginError(error)
    return false
  } finally {
    if (!slice.approving) mounted.setShown(false)
  }
}
