import { useTranslate } from '@portico/react'
import type { EmailLoginError } from '../wallet/EmailLoginError.js'

/** The last login failure as the visitor reads it (the catalogue's text, else the frame's own). */
export function LoginErrorText({
  error,
  testId = 'email-login-error',
}: {
  error: EmailLoginError | undefined
  testId?: string
}) {
  const t = useTranslate()
  if (!error) return null
  return (
    <p className="note" data-tone="error" role="alert" data-testid={testId}>
      {error.key === undefined ? error.text : t(error.key, error.values)}
    </p>
  )
}
