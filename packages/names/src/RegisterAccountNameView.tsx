import { isValidAccountName } from '@portico/core'
import {
  errorText,
  usePorticoInstance,
  usePorticoSnapshot,
  useSubmitGuard,
  useTranslate,
} from '@portico/react'
import { type FormEvent, useId, useState } from 'react'
import { namesStyles } from './namesStyles.js'
import { useNameSuggestions } from './useNameSuggestions.js'

/** The part of a full name the visitor types (`alice` of `alice.portico.id`). */
const labelOf = (name: string) => name.split('.')[0] ?? name

/**
 * RegisterAccountName (docs/behaviour.md#views, docs/behaviour.md#transitions): the visitor types a name, sees free names close to it, the
 * account-name rule is checked as they type (docs/behaviour.md#validation), and Register has the wallet sign the
 * registration (`portico.names.register`); success opens RegisterAccountNameSuccess, an error stays
 * here with docs/behaviour.md#errors text.
 */
export function RegisterAccountNameView() {
  const portico = usePorticoInstance()
  const state = usePorticoSnapshot()
  const t = useTranslate()
  const [input, setInput] = useState('')
  const [status, setStatus] = useState<'idle' | 'signing' | 'error'>('idle')
  const [error, setError] = useState<string>()
  const suggestions = useNameSuggestions(input)
  const inputId = useId()
  const hintId = useId()
  const account = state.chains.eip155?.accountState
  const name = input.trim()
  const valid = isValidAccountName(name)
  const showRule = name !== '' && !valid

  const guard = useSubmitGuard(() => {
    setStatus('signing')
    setError(undefined)
    return portico.names.register({ name }).then(
      (registered) => portico.replace('RegisterAccountNameSuccess', { name: registered }),
      (failure: unknown) => {
        console.warn('Portico: could not register the name', failure)
        setStatus('error')
        setError(errorText(failure, t))
      },
    )
  })
  const register = (event: FormEvent) => {
    event.preventDefault()
    if (valid && status !== 'signing') guard.submit()
  }

  if (account?.status !== 'connected') return <p className="empty">{t('names.notConnected')}</p>
  return (
    <form
      className="stack"
      data-testid="register-name-view"
      data-state={status}
      onSubmit={register}
      noValidate
    >
      <style>{namesStyles}</style>
      <div className="name-field">
        <label htmlFor={inputId}>{t('names.label')}</label>
        <input
          id={inputId}
          className="name-input"
          data-testid="register-name-input"
          autoComplete="off"
          spellCheck={false}
          value={input}
          aria-invalid={showRule}
          aria-describedby={hintId}
          disabled={status === 'signing'}
          onChange={(event) => {
            setInput(event.target.value)
            if (status === 'error') setStatus('idle')
          }}
        />
        <p id={hintId} className={showRule ? 'name-error' : 'name-hint'} data-testid="register-name-rule">
          {t('error.INVALID_ACCOUNT_NAME')}
        </p>
      </div>
      {suggestions.status === 'ready' && suggestions.suggestions.length > 0 && (
        <section className="stack" aria-label={t('names.suggestions')}>
          <p className="note">{t('names.suggestions')}</p>
          <ul className="name-suggestions" data-testid="register-name-suggestions">
            {suggestions.suggestions.map((suggestion) => (
              <li key={suggestion.name}>
                <button
                  type="button"
                  className="name-suggestion"
                  data-testid="register-name-suggestion"
                  disabled={status === 'signing'}
                  onClick={() => setInput(labelOf(suggestion.name))}
                >
                  {suggestion.name}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {suggestions.status === 'error' && (
        <p className="name-error" data-testid="register-name-suggestions-error">
          {suggestions.error}
        </p>
      )}
      {status === 'error' && error && (
        <p className="name-error" role="alert" data-testid="register-name-error">
          {error}
        </p>
      )}
      {status === 'signing' && (
        <p className="note" role="status" data-testid="register-name-signing">
          {t('names.signing')}
        </p>
      )}
      <button
        type="submit"
        className="action"
        data-block="true"
        data-testid="register-name-submit"
        disabled={!valid || status === 'signing'}
      >
        {t('names.register')}
      </button>
    </form>
  )
}
