import type { CloudAuth } from './createCloudAuth.js'

/**
 * The frame's answers to the e-mail update of docs/behaviour.md#transitions (new e-mail, primary OTP, secondary OTP, success), for the
 * signed-in e-mail login: UPDATE_EMAIL mails a code to the current e-mail, UPDATE_EMAIL_PRIMARY_OTP checks it (the
 * cloud then mails one to the new e-mail), UPDATE_EMAIL_SECONDARY_OTP checks that one, and the wallet, its session
 * and the frame's stored e-mail are the new e-mail's. The cloud enforces every limit.
 */
export function createEmailUpdateHandlers({
  auth,
  session,
  setEmail,
}: {
  auth: CloudAuth
  /** The stored session token, if signed in. */
  session(): string | undefined
  /** Keeps the wallet's new e-mail in the frame's storage. */
  setEmail(email: string): void
}) {
  const token = () => {
    const current = session()
    if (!current) throw new Error('Not connected')
    return current
  }
  return {
    UPDATE_EMAIL: async ({ email }: { email: string }) => {
      await auth.startEmailUpdate(token(), email)
      return { action: 'VERIFY_PRIMARY_OTP' as const }
    },
    UPDATE_EMAIL_PRIMARY_OTP: async ({ otp }: { otp: string }) => {
      await auth.verifyEmailUpdate(token(), 'primary', otp)
      return undefined
    },
    UPDATE_EMAIL_SECONDARY_OTP: async ({ otp }: { otp: string }) => {
      const { email } = await auth.verifyEmailUpdate(token(), 'secondary', otp)
      setEmail(email)
      return { newEmail: email }
    },
  }
}
