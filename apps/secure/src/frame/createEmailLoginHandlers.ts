import { AbortedError } from './AbortedError.js'
import type { CloudAuth } from './createCloudAuth.js'

/** How often CONNECT_DEVICE asks the cloud whether the mailed link was opened, and for how long (below the widget's 120 s). */
const DEVICE_APPROVAL_POLL_MS = 1000
const DEVICE_APPROVAL_WAIT_MS = 110_000

export type EmailLoginHandlersParameters = {
  auth: CloudAuth
  /** This browser profile's id for the cloud's device verification. */
  deviceId(): string
  /** Opens the wallet of a verified login and keeps its session with `items`. */
  signIn(token: string, items: Record<string, string>): Promise<void>
  /** What waits on the visitor; RPC_ABORT aborts each. */
  waits: Set<AbortController>
}

/**
 * The frame's e-mail login of docs/behaviour.md#transitions: CONNECT_EMAIL asks the cloud to mail a code (or, for a device the e-mail has
 * not used, a link to approve it first), CONNECT_DEVICE waits until that link was opened, CONNECT_OTP verifies the
 * code and signs in. The cloud enforces every limit (cooldown, attempts, expiry).
 */
export function createEmailLoginHandlers({ auth, deviceId, signIn, waits }: EmailLoginHandlersParameters) {
  let pendingEmail: string | undefined
  return {
    CONNECT_EMAIL: async ({ email }: { email: string }) => {
      const { action } = await auth.requestCode(email, deviceId())
      pendingEmail = email.toLowerCase()
      return { action }
    },
    /**
     * A new device (CONNECT_EMAIL answered VERIFY_DEVICE): waits until the visitor approved it from the mailed
     * link, which also mails the login code; RPC_ABORT (the modal closed) stops the wait.
     */
    CONNECT_DEVICE: async () => {
      const address = pendingEmail
      if (!address) throw new Error('Enter your e-mail first')
      const waiting = new AbortController()
      waits.add(waiting)
      try {
        const deadline = Date.now() + DEVICE_APPROVAL_WAIT_MS
        while (!(await auth.deviceApproved(address, deviceId()))) {
          if (Date.now() >= deadline) throw new Error('The link was not opened in time: log in again')
          await new Promise((resolve) => setTimeout(resolve, DEVICE_APPROVAL_POLL_MS))
          if (waiting.signal.aborted) throw new AbortedError()
        }
      } finally {
        waits.delete(waiting)
      }
      return undefined
    },
    CONNECT_OTP: async ({ otp }: { otp: string }) => {
      if (!pendingEmail) throw new Error('Enter your e-mail first')
      const { token, email } = await auth.verifyCode(pendingEmail, otp, deviceId())
      pendingEmail = undefined
      await signIn(token, { email })
      return undefined
    },
  }
}
