import type { PorticoError } from '../errors/PorticoError.js'
import type { ChainNamespace } from './namespace.js'

/**
 * The instance's latest wallet connection, as `connect` writes it: waiting for the wallet, then connected, declined
 * (`rejected`) or failed (`error`, with the typed error). A newer connection replaces it; it stays after it ends, so a
 * view opened later still shows how the last one went.
 */
export interface ConnectAttempt {
  connectorId: string
  namespace: ChainNamespace
  status: 'waiting' | 'rejected' | 'error' | 'connected'
  /** Why it failed: a UserRejectedError when declined, another PorticoError otherwise. */
  error?: PorticoError
}
