import type { FrameContext } from '../FrameContext.js'
import { forgetLogin } from '../login/forgetLogin.js'
import { readSession } from '../login/readSession.js'

/** SIGN_OUT: ends a Farcaster login under way, forgets the login and ends its session in the cloud. */
export async function signOut(
  context: Pick<FrameContext, 'auth' | 'store' | 'key'>,
  farcaster: { cancel(): void },
): Promise<undefined> {
  farcaster.cancel()
  const token = readSession(context)
  forgetLogin(context)
  if (token) await context.auth.endSession(token).catch(() => undefined)
  return undefined
}
