import { ChainNotSupportedError } from '@portico/core'

/**
 * A switch to a Bitcoin network the adapter was not set up with, or that the connected wallet does
 * not name among its chains: 'Chain is not supported' (docs/behaviour.md#errors), with the network in `details`.
 */
export class UnknownBitcoinNetworkError extends ChainNotSupportedError {
  override name = 'UnknownBitcoinNetworkError'
  readonly caipNetworkId: string

  constructor({ caipNetworkId }: { caipNetworkId: string }) {
    super({ cause: `Network: ${caipNetworkId}` })
    this.caipNetworkId = caipNetworkId
  }
}
