import { useSubmitGuard, useTranslate } from '@portico/react'
import { useState } from 'react'

const CODE_LENGTH = 6

const styles = `
.otp-input { text-align: center; letter-spacing: 0.5em; font-size: var(--text-l); font-variant-numeric: tabular-nums; }
`

/**
 * A 6-digit code field: anything but digits is dropped (a pasted '123 456' works) and the code goes to `onCode` as
 * soon as it has 6 digits; the field empties when `onCode` answers false (a wrong code is typed again).
 */
export function OtpInput({
  disabled,
  onCode,
}: {
  disabled: boolean
  onCode(code: string): Promise<boolean>
}) {
  const t = useTranslate()
  const [code, setCode] = useState('')
  // A code typed again while the first is checked is not sent twice.
  const check = useSubmitGuard(async (digits: string) => {
    if (!(await onCode(digits))) setCode('')
  })
  const enter = (value: string) => {
    const digits = value.replace(/\D/g, '').slice(0, CODE_LENGTH)
    setCode(digits)
    if (digits.length === CODE_LENGTH && !disabled) check.submit(digits)
  }
  return (
    <>
      <style>{styles}</style>
      <input
        className="search otp-input"
        inputMode="numeric"
        autoComplete="one-time-code"
        aria-label={t('emailLogin.codeLabel')}
        value={code}
        disabled={disabled}
        onChange={(event) => enter(event.target.value)}
        data-testid="otp-input"
      />
    </>
  )
}
