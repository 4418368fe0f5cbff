import type { CaipNetworkId } from '../types/namespace.js'
import { formatCoreMessage } from './formatCoreMessage.js'
import { PorticoError } from './PorticoError.js'

/** A network that is not among the app's networks: 'Network not found' (docs/behaviour.md#errors). */
export class NetworkNotFoundError extends PorticoError {
  override name = 'NetworkNotFoundError'
  readonly caipNetworkId: CaipNetworkId | string | undefined

  constructor({ caipNetworkId }: { caipNetworkId?: CaipNetworkId | string } = {}) {
    super(formatCoreMessage('NETWORK_NOT_FOUND'), {
      code: 'NETWORK_NOT_FOUND',
      details: caipNetworkId ? `Network: ${caipNetworkId}` : '',
    })
    this.caipNetworkId = caipNetworkId
  }
}
