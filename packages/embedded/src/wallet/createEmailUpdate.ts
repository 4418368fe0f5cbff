import { isValidEmail, type PorticoStorage } from '@portico/core'
import type { FrameClient } from '../client/createFrameClient.js'
import { FrameRequestError } from '../client/FrameRequestError.js'
import type { EmailLoginError } from './EmailLoginError.js'
import type { EmailUpdateState } from './EmailUpdateState.js'
import type { EmbeddedWalletState } from './EmbeddedWalletState.js'
import { loginError } from './loginError.js'

/** The update's own refusals with a catalogue text; the rest read as a login's. */
function updateError(error: unknown): EmailLoginError {
  if (error instanceof FrameRequestError && error.code === 'same_email')
    return { key: 'updateEmail.sameEmail' }
  if (error instanceof FrameRequestError && error.code === 'email_taken')
    return { key: 'updateEmail.emailTaken' }
  return loginError(error)
}

/**
 * The widget's side of the e-mail update (docs/behaviour.md#transitions: new e-mail, primary OTP, secondary OTP, success) for the
 * connected e-mail login, kept in the state's `update`: the new e-mail's format checked here, then the frame and
 * the cloud check everything again (cooldown, codes, limits). On success the stored and shown e-mail is the new one.
 */
export function createEmailUpdate({
  slice,
  storage,
  client,
}: {
  slice: EmbeddedWalletState
  storage: PorticoStorage
  /** The frame's client (the frame is created if it is not yet). */
  client(): FrameClient
}) {
  const set = (update: EmailUpdateState) => {
    slice.update = update
  }
  return {
    /** Starts (or starts again) the update to `email`: a code goes to the current e-mail. */
    async updateEmail(email: string): Promise<boolean> {
      const newEmail = email.trim()
      if (!isValidEmail(newEmail)) {
        set({ step: 'email', error: { key: 'error.INVALID_EMAIL' } })
        return false
      }
      if (newEmail.toLowerCase() === slice.email?.toLowerCase()) {
        set({ step: 'email', error: { key: 'updateEmail.sameEmail' } })
        return false
      }
      const back = slice.update?.step === 'email' || !slice.update ? 'email' : slice.update.step
      set({ step: back, newEmail, busy: true })
      try {
        await client().request('UPDATE_EMAIL', { email: newEmail })
        set({ step: 'primary', newEmail })
        return true
      } catch (error) {
        set({ step: back, newEmail, error: updateError(error) })
        return false
      }
    },
    /** Checks the code of the step the update is at: the old e-mail's, then the new e-mail's. */
    async verifyUpdateCode(otp: string): Promise<boolean> {
      const current = slice.update
      if (!current?.newEmail || (current.step !== 'primary' && current.step !== 'secondary')) return false
      const { step, newEmail } = current
      set({ step, newEmail, busy: true })
      try {
        if (step === 'primary') {
          await client().request('UPDATE_EMAIL_PRIMARY_OTP', { otp })
          set({ step: 'secondary', newEmail })
          return true
        }
        const answer = (await client().request('UPDATE_EMAIL_SECONDARY_OTP', { otp })) as { newEmail: string }
        storage.set('email', answer.newEmail)
        slice.email = answer.newEmail
        set({ step: 'done', newEmail: answer.newEmail })
        return true
      } catch (error) {
        set({ step, newEmail, error: updateError(error) })
        return false
      }
    },
    /** Back to the new e-mail's field (the view opened again, or the visitor starts over). */
    resetUpdate(): void {
      slice.update = undefined
    },
  }
}
