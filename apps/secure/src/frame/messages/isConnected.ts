import type { FrameContext } from '../FrameContext.js'
import { forgetLogin } from '../login/forgetLogin.js'
import { readSession } from '../login/readSession.js'

/** IS_CONNECTED: whether the stored session is still open in the cloud; one that is not is forgotten. */
export async function isConnected(context: Pick<FrameContext, 'auth' | 'store' | 'key'>) {
  const token = readSession(context)
  if (!token) return { isConnected: false }
  const connected = await context.auth.session(token).then(
    () => true,
    () => false,
  )
  if (!connected) forgetLogin(context)
  return { isConnected: connected }
}
