import { formatMessage } from './formatMessage.js'
import { PorticoError } from './PorticoError.js'

/** A new e-mail login within the 30 s cooldown: 'Please try again after N seconds' (docs/behaviour.md#validation). */
export class EmailCooldownError extends PorticoError {
  override name = 'EmailCooldownError'
  /** Seconds left, rounded up. */
  readonly seconds: number

  constructor({ seconds }: { seconds: number }) {
    super(formatMessage('EMAIL_COOLDOWN', { seconds }), { code: 'EMAIL_COOLDOWN', values: { seconds } })
    this.seconds = seconds
  }
}
