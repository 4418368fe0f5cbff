import { usePorticoInstance, useTranslate } from '@portico/react'
import { type FormEvent, useEffect, useState } from 'react'
import { LoginErrorText } from './LoginErrorText.js'
import { useEmbeddedWallet } from './useEmbeddedWallet.js'

const styles = `
.email-form { display: flex; gap: 8px; }
.email-form .search { flex: 1; min-width: 0; }
`

/**
 * The Connect view's e-mail field: focusing it starts the login (the frame loads), submitting asks for a code
 * and opens EmailLogin; a bad format or the cooldown shows its spec text under the field.
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
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!api || sending) return
    if (await api.requestCode(email)) portico.push('EmailLogin')
  }
  return (
    <div className="stack" data-testid="email-field" data-state={state.status} data-frame={state.frame}>
      <style>{styles}</style>
      <form className="email-form" noValidate onSubmit={submit}>
        <input
          className="search"
          type="email"
          name="email"
          autoComplete="email"
          aria-label={t('emailLogin.label')}
          placeholder={t('emailLogin.placeholder')}
          value={email}
          onFocus={() => api?.prepare()}
          onChange={(event) => setEmail(event.target.value)}
          data-testid="email-input"
        />
        <button type="submit" className="action" disabled={sending} data-testid="email-submit">
          {sending ? t('emailLogin.sending') : t('emailLogin.continue')}
        </button>
      </form>
      <LoginErrorText error={state.error} />
    </div>
  )
}
