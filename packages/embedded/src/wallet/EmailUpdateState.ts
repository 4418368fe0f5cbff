import type { EmailLoginError } from './EmailLoginError.js'

/**
 * Where the visitor is in the e-mail update (docs/behaviour.md#transitions: new e-mail, primary OTP, secondary OTP, success): `email`
 * (typing the new e-mail), `primary` (the code sent to the current e-mail), `secondary` (the code sent to the new
 * one), `done` (the wallet's e-mail is the new one); `busy` while the frame answers.
 */
export interface EmailUpdateState {
  step: 'email' | 'primary' | 'secondary' | 'done'
  busy?: boolean
  /** The new e-mail, once submitted. */
  newEmail?: string
  error?: EmailLoginError
}
