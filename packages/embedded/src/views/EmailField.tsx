import { usePorticoInstance, useSubmitGuard, useTranslate } from '@portico/react'
import { useEffect, useState } from 'react'
import { EmailForm } from './EmailForm.js'
import { LoginErrorText } from './LoginErrorText.js'
import { useEmbeddedWallet } from './useEmbeddedWallet.js'

/**
 * The Connect view's e-mail field: focusing it starts the login (the frame loads), submitting asks for a code
 * and opens EmailLogin; a bad format or the cooldown shows its documented texts under the field.
 */
export function EmailField() {
  const portico = usePorticoInstance()
  const t = useTranslate()
  const { api, state } = useEmbeddedWallet()
  const [email, setEmail] = useState(state.email ?? '')
  const sending = state.status === 'sending'
  // Back on Connect from a code that was sent: the field starts a new login (the code view's error goes).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the field appears
  useEffect(() => {
    if (state.status === 'otp' || state.status === 'device') api?.reset()
  }, [])
  // A double click on Continue sends one request: the second is ignored, never answered with the cooldown.
  const { submit, pending } = useSubmitGuard(async () => {
    if (!api || sending) return
    if (await api.requestCode(email)) portico.push('EmailLogin')
  })
  return (
    <div className="stack" data-testid="email-field" data-state={state.status} data-frame={state.frame}>
      <EmailForm
        value={email}
        onChange={setEmail}
        onSubmit={submit}
        onFocus={() => api?.prepare()}
        busy={sending || pending}
        label={t('emailLogin.label')}
        placeholder={t('emailLogin.placeholder')}
        testId="email"
      />
      <LoginErrorText error={state.error} />
    </div>
  )
}
