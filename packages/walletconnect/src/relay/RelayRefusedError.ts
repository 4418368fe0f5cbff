import { RelayError } from './RelayError.js'

/** Why the relay refused the socket, as its close reason names it. */
export type RelayRefusalReason = 'invalid_project_id' | 'jwt_not_yet_valid'

/**
 * The relay accepted the socket only to close it with a refusal's code (docs/cloud.md, "Relay"): the project id is
 * unknown, or the device's clock is ahead of the relay's. Trying again does not help until that is fixed.
 */
export class RelayRefusedError extends RelayError {
  override name = 'RelayRefusedError'
  readonly reason: RelayRefusalReason
  constructor(reason: RelayRefusalReason, closeCode: number) {
    super(`The relay refused the connection: ${reason}`, closeCode)
    this.reason = reason
  }
}
