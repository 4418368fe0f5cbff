import type { ErrorCategory } from './errorCategory.js'
import type { ChainNamespace } from './namespace.js'
import type { ViewName } from './view.js'

/** Typed events integrators subscribe to (portico.subscribeEvents). */
export type PorticoEvent =
  | { type: 'MODAL_CREATED' }
  | { type: 'MODAL_OPEN'; view: ViewName; connected: boolean }
  | { type: 'MODAL_CLOSE'; connected: boolean }
  | { type: 'SELECT_WALLET'; name: string; connectorId: string; namespace: ChainNamespace }
  | { type: 'CONNECT_SUCCESS'; name: string; connectorId: string; namespace: ChainNamespace; address: string }
  | { type: 'CONNECT_ERROR'; connectorId: string; namespace: ChainNamespace; message: string }
  | { type: 'USER_REJECTED'; connectorId?: string; method?: string }
  | { type: 'DISCONNECT_SUCCESS'; namespace: ChainNamespace }
  | { type: 'DISCONNECT_ERROR'; message: string }
  | { type: 'SWITCH_NETWORK'; caipNetworkId: string }
  | { type: 'SWITCH_NETWORK_ERROR'; caipNetworkId: string; message: string }
  | { type: 'SIGN_MESSAGE_SUCCESS'; namespace: ChainNamespace }
  | { type: 'SIGN_MESSAGE_ERROR'; namespace: ChainNamespace; message: string }
  | { type: 'SIGN_TYPED_DATA_SUCCESS'; namespace: ChainNamespace }
  | { type: 'SIGN_TYPED_DATA_ERROR'; namespace: ChainNamespace; message: string }
  | { type: 'SEND_TRANSACTION_SUCCESS'; namespace: ChainNamespace; hash: string }
  | { type: 'SEND_TRANSACTION_ERROR'; namespace: ChainNamespace; message: string }
  | { type: 'ACCOUNT_CHANGED'; namespace: ChainNamespace; address: string }
  | { type: 'CHAIN_CHANGED'; caipNetworkId: string }
  | { type: 'ALERT'; message: string; variant: string; code?: string }
  | { type: 'SIWX_AUTH_SUCCESS'; namespace: ChainNamespace; caipNetworkId: string; address: string }
  | { type: 'SIWX_AUTH_ERROR'; namespace: ChainNamespace; caipNetworkId: string; message: string }
  | { type: 'ERROR'; code: string; message: string; category?: ErrorCategory }
  | PorticoFeatureEvents[keyof PorticoFeatureEvents]

/**
 * The events feature packages add, by type: an open contract like PorticoViews. A package declares its events here
 * by declaration merging, and they become members of PorticoEvent (emitted through its FeatureContext's `emit`).
 * @example
 * declare module '@portico/core' {
 *   interface PorticoFeatureEvents {
 *     OPEN_SWAP: { type: 'OPEN_SWAP'; network: string }
 *   }
 * }
 */
// biome-ignore lint/suspicious/noEmptyInterface: an open contract, filled by feature packages' declaration merging
export interface PorticoFeatureEvents {}

export type PorticoEventType = PorticoEvent['type']

export interface PorticoEventRecord {
  timestamp: number
  event: PorticoEvent
}
