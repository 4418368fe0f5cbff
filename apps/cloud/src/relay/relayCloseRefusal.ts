import { InvalidProjectIdError } from '../errors/errors.js'
import { RelayUnauthorizedError } from './relayErrors.js'
import { RelayJwtNotYetValidError } from './verifyRelayJwt.js'

/** A refusal told through the socket: the close code and reason the client reads (docs/cloud.md, "Relay"). */
export type RelayCloseRefusal = { code: number; reason: string }

/**
 * The refusals a browser must be able to read, so the widget can say what to fix: an upgrade's HTTP status never
 * reaches a page's script, a WebSocket's close code and reason do. The socket is accepted, then closed at once.
 * Only these two: the limits' refusals stay before the upgrade, where they cost nothing.
 */
export const RELAY_CLOSE_REFUSALS = {
  /** The `projectId` is not a project of this cloud. */
  invalidProjectId: { code: 4403, reason: 'invalid_project_id' },
  /** The auth JWT is right but issued in the future: the client's clock is ahead. */
  jwtNotYetValid: { code: 4401, reason: 'jwt_not_yet_valid' },
} as const satisfies Record<string, RelayCloseRefusal>

/** The close that tells the client why its upgrade was refused, or undefined for a refusal kept as an HTTP status. */
export function relayCloseRefusal(error: unknown): RelayCloseRefusal | undefined {
  if (error instanceof InvalidProjectIdError) return RELAY_CLOSE_REFUSALS.invalidProjectId
  if (error instanceof RelayUnauthorizedError && error.cause instanceof RelayJwtNotYetValidError)
    return RELAY_CLOSE_REFUSALS.jwtNotYetValid
  return undefined
}
