import { useTranslate } from '@portico/react'
import type { FormEvent } from 'react'

const styles = `
.email-form { display: flex; gap: 8px; }
.email-form .search { flex: 1; min-width: 0; }
`

export interface EmailFormProps {
  value: string
  onChange(value: string): void
  onSubmit(): void
  onFocus?(): void
  busy: boolean
  label: string
  placeholder: string
  /** `<testId>-input` and `<testId>-submit` name the field and its button for tests. */
  testId: string
}

/** An e-mail field with its Continue button (Sending… while busy): EmailField's login and UpdateEmailWallet's new e-mail. */
export function EmailForm({
  value,
  onChange,
  onSubmit,
  onFocus,
  busy,
  label,
  placeholder,
  testId,
}: EmailFormProps) {
  const t = useTranslate()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <>
      <style>{styles}</style>
      <form className="email-form" noValidate onSubmit={submit}>
        <input
          className="search"
          type="email"
          name="email"
          autoComplete="email"
          aria-label={label}
          placeholder={placeholder}
          value={value}
          onFocus={onFocus}
          onChange={(event) => onChange(event.target.value)}
          data-testid={`${testId}-input`}
        />
        <button type="submit" className="action" disabled={busy} data-testid={`${testId}-submit`}>
          {busy ? t('emailLogin.sending') : t('emailLogin.continue')}
        </button>
      </form>
    </>
  )
}
