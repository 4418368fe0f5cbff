import { randomInt } from 'node:crypto'
import { EMAIL_CODE_DIGITS } from './emailAuthLimits.js'

/** A new 6-digit code (uniform, from the CSPRNG). */
export function createEmailCode(): string {
  return String(randomInt(0, 10 ** EMAIL_CODE_DIGITS)).padStart(EMAIL_CODE_DIGITS, '0')
}
