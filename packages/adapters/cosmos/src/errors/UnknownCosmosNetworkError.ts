import { ChainNotSupportedError } from '@portico/core'

/**
 * A switch to a Cosmos network the adapter was not set up with, or that the wallet neither knows
 * nor accepts as a suggested chain: 'Chain is not supported' (docs/behaviour.md#errors), with the network in `details`.
 */
export class UnknownCosmosNetworkError extends ChainNotSupportedError {
  override name = 'UnknownCosmosNetworkError'
  readonly caipNetworkId: string

  constructor({ caipNetworkId, cause }: { caipNetworkId: string; cause?: unknown }) {
    super({ cause: cause ?? `Network: ${caipNetworkId}` })
    this.caipNetworkId = caipNetworkId
  }
}
