import { EMAIL_LOGIN_COOLDOWN_MS, emailCooldownRemaining, isValidEmail } from '@portico/core'
import { loginError } from '../loginError.js'
import type { EmbeddedContext } from './EmbeddedContext.js'
import { ensureFrame } from './ensureFrame.js'

/**
 * The e-mail login's first step: the address checked here (format, cooldown), then the frame asks the cloud to mail
 * a code, or, for a device the e-mail has not used, a link to approve it first (state `device`, then `otp` once the
 * frame says it was approved). False, with `error` set, when it did not go out.
 */
export async function requestCode(context: EmbeddedContext, email: string): Promise<boolean> {
  const { slice } = context
  const { storage } = context.feature
  const address = email.trim()
  slice.error = undefined
  if (!isValidEmail(address)) {
    slice.error = { key: 'error.INVALID_EMAIL' }
    return false
  }
  // Core counts the documented 30 s; a shorter gap (`timeouts.emailCooldownMs`, tests only) is the same count read
  // that much later.
  const gapMs = context.parameters.timeouts?.emailCooldownMs ?? EMAIL_LOGIN_COOLDOWN_MS
  const seconds = emailCooldownRemaining(
    storage.get('lastEmailLoginTime'),
    Date.now() + EMAIL_LOGIN_COOLDOWN_MS - gapMs,
  )
  if (seconds > 0) {
    slice.error = { key: 'error.EMAIL_COOLDOWN', values: { seconds } }
    return false
  }
  slice.status = 'sending'
  try {
    const { action } = (await ensureFrame(context).client.request('CONNECT_EMAIL', { email: address })) as {
      action: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'
    }
    storage.set('lastEmailLoginTime', Date.now())
    storage.set('email', address)
    slice.email = address
    if (action === 'VERIFY_DEVICE') {
      slice.status = 'device'
      // EmailLogin shows 'Approve this device' while the visitor opens the mailed link; the frame answers
      // CONNECT_DEVICE once they approved it, and approving mailed the code.
      void ensureFrame(context)
        .client.request('CONNECT_DEVICE')
        .then(
          () => {
            if (slice.status === 'device') slice.status = 'otp'
          },
          (error: unknown) => {
            if (slice.status !== 'device') return
            slice.status = 'otp'
            slice.error = loginError(error)
          },
        )
      return true
    }
    slice.status = 'otp'
    return true
  } catch (error) {
    slice.status = 'idle'
    slice.error = loginError(error)
    return false
  }
}
