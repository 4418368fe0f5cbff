import { hasFailureAlert } from '../frameFailureAlert.js'
import { connectFrameUser } from './connectFrameUser.js'
import type { EmbeddedContext } from './EmbeddedContext.js'
import { ensureFrame } from './ensureFrame.js'
import { forgetLogin } from './forgetLogin.js'
import { showAlert } from './showAlert.js'

/**
 * Start-up after a past e-mail login: asks the frame, and connects again without a new login. A login the frame no
 * longer holds (the cloud ended its session, or it ran out) is forgotten and shown as 'Session Expired'; a failure
 * no alert explains yet is the toast 'A problem occurred while trying initialize authentication'.
 */
export async function reconnect(context: EmbeddedContext): Promise<void> {
  try {
    const { isConnected } = (await ensureFrame(context).client.request('IS_CONNECTED')) as {
      isConnected: boolean
    }
    if (!isConnected) {
      forgetLogin(context)
      showAlert(context, 'SESSION_EXPIRED')
      return
    }
    context.slice.status = 'connecting'
    await connectFrameUser(context, true)
  } catch (error) {
    context.slice.status = 'idle'
    if (hasFailureAlert(error)) return
    const { portico } = context.feature
    portico.showToast({ message: portico.getTranslator()('error.AUTH_INIT_FAILED'), variant: 'error' })
  }
}
