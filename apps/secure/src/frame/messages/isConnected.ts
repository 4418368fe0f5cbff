import { CloudAuthError } from '../createCloudAuth.js'
import type { FrameContext } from '../FrameContext.js'
import { forgetLogin } from '../login/forgetLogin.js'
import { readSession } from '../login/readSession.js'

/**
 * IS_CONNECTED: whether the stored session is still open in the cloud; one the cloud no longer accepts (401) is
 * forgotten. Any other failure (the cloud unreachable, a server error) is answered as an error and the login kept:
 * it says nothing about the session.
 */
export async function isConnected(context: Pick<FrameContext, 'auth' | 'store' | 'key'>) {
  const token = readSession(context)
  if (!token) return { isConnected: false }
  try {
    await context.auth.session(token)
    return { isConnected: true }
  } catch (error) {
    if (!(error instanceof CloudAuthError) || error.status !== 401) throw error
    forgetLogin(context)
    return { isConnected: false }
  }
}
