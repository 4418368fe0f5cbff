import { connectFrameUser } from './connectFrameUser.js'
import type { EmbeddedContext } from './EmbeddedContext.js'
import { ensureFrame } from './ensureFrame.js'
import { toastLoginError } from './toastLoginError.js'

/**
 * The Account view's switch: the wallet uses `type` (its EOA or its smart account) from now on (SET_PREFERRED_ACCOUNT,
 * kept in the frame across reloads), and the instance's account becomes that address (the frame's user read again and
 * connected silently). When the smart account cannot be used the frame keeps the EOA: the visitor reads why in a toast.
 */
export async function setPreferredAccountType(
  context: EmbeddedContext,
  type: 'eoa' | 'smartAccount',
): Promise<boolean> {
  const { slice } = context
  try {
    await ensureFrame(context).client.request('SET_PREFERRED_ACCOUNT', { type })
    await connectFrameUser(context, true)
    return true
  } catch (error) {
    slice.preferredAccountType = 'eoa'
    toastLoginError(context, error)
    return false
  }
}
