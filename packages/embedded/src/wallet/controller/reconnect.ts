import { connectFrameUser } from './connectFrameUser.js'
import type { EmbeddedContext } from './EmbeddedContext.js'
import { ensureFrame } from './ensureFrame.js'
import { forgetLogin } from './forgetLogin.js'

/** Start-up after a past e-mail login: asks the frame, and connects again without a new login. */
export async function reconnect(context: EmbeddedContext): Promise<void> {
  try {
    const { isConnected } = (await ensureFrame(context).client.request('IS_CONNECTED')) as {
      isConnected: boolean
    }
    if (!isConnected) {
      forgetLogin(context)
      return
    }
    context.slice.status = 'connecting'
    await connectFrameUser(context, true)
  } catch {
    context.slice.status = 'idle'
  }
}
