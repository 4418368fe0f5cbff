import { shortenEmail } from '@portico/core'
import { usePorticoInstance, useSubmitGuard, useTranslate } from '@portico/react'
import { useEffect, useState } from 'react'
import { EmailForm } from './EmailForm.js'
import { LoginErrorText } from './LoginErrorText.js'
import { OtpInput } from './OtpInput.js'
import { useEmbeddedWallet } from './useEmbeddedWallet.js'

/**
 * UpdateEmailWallet (docs/behaviour.md#views, docs/behaviour.md#transitions): the e-mail login's new e-mail, then the code sent to the current e-mail, then
 * the code sent to the new one, then the new e-mail shown. E-mails over 30 characters are shortened (docs/behaviour.md#validation); the
 * cloud's answers (cooldown, wrong, expired, locked code) show under the field; a new code starts over.
 */
export function UpdateEmailWalletView() {
  const portico = usePorticoInstance()
  const t = useTranslate()
  const { api, state } = useEmbeddedWallet()
  const [email, setEmail] = useState('')
  const update = state.update ?? { step: 'email' as const }
  const guard = useSubmitGuard((address: string) => api?.updateEmail(address))
  const busy = update.busy === true || guard.pending
  // Opened again: a new update (a finished or abandoned one is forgotten).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the view appears
  useEffect(() => {
    api?.resetUpdate()
  }, [])
  const submit = () => {
    if (api && !busy) guard.submit(email)
  }
  const error = <LoginErrorText error={update.error} testId="update-email-error" />

  if (update.step === 'done') {
    return (
      <div className="stack center" data-testid="update-email-view" data-state="done">
        <p className="headline" data-testid="update-email-success">
          {t('updateEmail.success', { email: shortenEmail(update.newEmail ?? '') })}
        </p>
        <button
          type="button"
          className="action"
          onClick={() => portico.goBack()}
          data-testid="update-email-done"
        >
          {t('updateEmail.done')}
        </button>
      </div>
    )
  }
  if (update.step === 'primary' || update.step === 'secondary') {
    const sentTo = update.step === 'primary' ? state.email : update.newEmail
    return (
      <div className="stack" data-testid="update-email-view" data-state={update.step}>
        <div className="center">
          <p className="headline">{t('emailLogin.enterCode')}</p>
          <p className="note">
            {t(update.step === 'primary' ? 'updateEmail.primarySentTo' : 'updateEmail.secondarySentTo', {
              email: shortenEmail(sentTo ?? ''),
            })}
          </p>
        </div>
        <OtpInput
          key={update.step}
          disabled={busy}
          onCode={(otp) => api?.verifyUpdateCode(otp) ?? Promise.resolve(false)}
        />
        {busy ? (
          <p className="note" role="status" data-testid="update-email-progress">
            {t('emailLogin.verifying')}
          </p>
        ) : (
          error
        )}
        <button
          type="button"
          className="action"
          data-variant="secondary"
          disabled={busy}
          onClick={() => update.newEmail && guard.submit(update.newEmail)}
          data-testid="update-email-resend"
        >
          {t('emailLogin.resend')}
        </button>
      </div>
    )
  }
  return (
    <div className="stack" data-testid="update-email-view" data-state="email">
      <p className="note" data-testid="update-email-current">
        {t('updateEmail.current', { email: shortenEmail(state.email ?? '') })}
      </p>
      <EmailForm
        value={email}
        onChange={setEmail}
        onSubmit={submit}
        busy={busy}
        label={t('updateEmail.label')}
        placeholder={t('updateEmail.placeholder')}
        testId="update-email"
      />
      {error}
    </div>
  )
}
