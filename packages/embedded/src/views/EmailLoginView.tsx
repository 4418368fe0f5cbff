import { shortenEmail } from '@portico/core'
import { useSubmitGuard, useTranslate } from '@portico/react'
import { LoginErrorText } from './LoginErrorText.js'
import { OtpInput } from './OtpInput.js'
import { useEmbeddedWallet } from './useEmbeddedWallet.js'

/**
 * EmailLogin (docs/behaviour.md#views, docs/behaviour.md#transitions): the code sent to the e-mail, typed or pasted (anything but digits is dropped) and
 * checked as soon as it has 6 digits; wrong, expired and locked codes show the cloud's answer; a new code obeys
 * the 30 s cooldown. When the cloud asks to verify a new device first, it says so and waits for the mail's link.
 */
export function EmailLoginView() {
  const t = useTranslate()
  const { api, state } = useEmbeddedWallet()
  const email = state.email ? shortenEmail(state.email) : ''
  const busy = state.status === 'verifying' || state.status === 'connecting'
  const resend = useSubmitGuard(() => (state.email ? api?.requestCode(state.email) : undefined))
  if (state.status === 'restoring') {
    return (
      <div className="center" data-testid="email-login-view" data-state="restoring">
        <p className="headline">{t('emailLogin.restoreTitle')}</p>
        <p className="note">{t('emailLogin.restoreNote')}</p>
      </div>
    )
  }
  if (state.status === 'device') {
    return (
      <div className="center" data-testid="email-login-view" data-state="device">
        <p className="headline">{t('emailLogin.deviceTitle')}</p>
        <p className="note">{t('emailLogin.deviceNote', { email })}</p>
      </div>
    )
  }
  return (
    <div className="stack" data-testid="email-login-view" data-state={state.status}>
      <div className="center">
        <p className="headline">{t('emailLogin.enterCode')}</p>
        <p className="note">{t('emailLogin.sentTo', { email })}</p>
      </div>
      <OtpInput disabled={busy} onCode={(otp) => api?.verifyCode(otp) ?? Promise.resolve(false)} />
      {busy ? (
        <p className="note" role="status" data-testid="email-login-progress">
          {state.status === 'verifying' ? t('emailLogin.verifying') : t('emailLogin.connecting')}
        </p>
      ) : (
        <LoginErrorText error={state.error} />
      )}
      <button
        type="button"
        className="action"
        data-variant="secondary"
        disabled={busy || state.status === 'sending' || resend.pending}
        onClick={() => resend.submit()}
        data-testid="email-login-resend"
      >
        {t('emailLogin.resend')}
      </button>
    </div>
  )
}
