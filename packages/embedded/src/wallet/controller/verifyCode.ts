import { loginError } from '../loginError.js'
import { connectFrameUser } from './connectFrameUser.js'
import type { EmbeddedContext } from './EmbeddedContext.js'
import { ensureFrame } from './ensureFrame.js'
import { loginOrRestore } from './loginOrRestore.js'

/**
 * The e-mail login's code: the frame verifies it (restoring the wallet first on a device that holds no share of it),
 * then the wallet connects. False, back at `otp` with `error` set, when either failed.
 */
export async function verifyCode(context: EmbeddedContext, otp: string): Promise<boolean> {
  const { slice } = context
  slice.error = undefined
  slice.status = 'verifying'
  try {
    await loginOrRestore(context, () => ensureFrame(context).client.request('CONNECT_OTP', { otp }))
  } catch (error) {
    slice.status = 'otp'
    if (slice.error === undefined) slice.error = loginError(error)
    return false
  }
  slice.status = 'connecting'
  try {
    await connectFrameUser(context, false)
    return true
  } catch (error) {
    slice.status = 'otp'
    slice.error = loginError(error)
    return false
  }
}
