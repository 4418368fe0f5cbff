import { formatCoreMessage } from './formatCoreMessage.js'
import { PorticoError } from './PorticoError.js'

export type CaipErrorCode = 'INVALID_CAIP10_ADDRESS' | 'INVALID_CAIP_ADDRESS' | 'INVALID_CAIP2_NETWORK_ID'

/** A CAIP-2 network id or CAIP-10 address that breaks the documented rules (docs/behaviour.md#validation). */
export class CaipError extends PorticoError {
  override name = 'CaipError'
  /** The value that failed to parse. */
  readonly value: string

  constructor(code: CaipErrorCode, { value }: { value: string }) {
    super(formatCoreMessage(code), { code, details: `Received: ${JSON.stringify(value)}` })
    this.value = value
  }
}
