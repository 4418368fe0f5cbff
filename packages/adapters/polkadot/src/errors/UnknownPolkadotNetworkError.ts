import { ChainNotSupportedError } from '@portico/core'

/**
 * A switch to a Polkadot network the adapter was not set up with: 'Chain is not supported'
 * (docs/behaviour.md#errors), with the network in `details`.
 */
export class UnknownPolkadotNetworkError extends ChainNotSupportedError {
  override name = 'UnknownPolkadotNetworkError'
  readonly caipNetworkId: string

  constructor({ caipNetworkId }: { caipNetworkId: string }) {
    super({ cause: `Network: ${caipNetworkId}` })
    this.caipNetworkId = caipNetworkId
  }
}
