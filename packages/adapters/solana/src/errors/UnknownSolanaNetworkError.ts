import { ChainNotSupportedError } from '@portico/core'

/**
 * A switch to a Solana network the adapter was not set up with, or that the connected wallet does
 * not name among its chains: 'Chain is not supported' (docs/behaviour.md#errors), with the network in `details`.
 */
export class UnknownSolanaNetworkError extends ChainNotSupportedError {
  override name = 'UnknownSolanaNetworkError'
  readonly caipNetworkId: string

  constructor({ caipNetworkId }: { caipNetworkId: string }) {
    super({ cause: `Network: ${caipNetworkId}` })
    this.caipNetworkId = caipNetworkId
  }
}
