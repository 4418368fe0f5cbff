import type { Context } from 'hono'
import type { PublicClient } from 'viem'
import { UnsupportedChainError, UpstreamUnavailableError } from '../errors/errors.js'
import type { CloudDeps } from '../http/CloudDeps.js'
import type { ProjectScopeEnv } from '../http/ProjectScopeEnv.js'
import { readChainPrices } from '../prices/readChainPrices.js'
import { chooseSwapProvider } from './chooseSwapProvider.js'
import type { SwapProviders } from './createSwapProviders.js'
import type { SwapProvider } from './SwapProvider.js'
import { NATIVE_TOKEN_ADDRESS, type SwapToken } from './SwapToken.js'

export type SwapContext = {
  chainId: string
  provider: SwapProvider
  /** The chain's node (allowances, gas prices, balances); 400 unsupported_chain when the cloud has none. */
  client(): Promise<PublicClient>
  /** Runs a read on the chain's node; a failure answers 502 upstream_unavailable. */
  read<T>(call: (client: PublicClient) => Promise<T>): Promise<T>
  /** USD price of one whole token, when the cloud's price list has it. */
  usdPrice(address: string): Promise<number | undefined>
  /** The provider's token with this address, if it lists it. */
  token(address: string): Promise<SwapToken | undefined>
}

/**
 * The provider that serves the project's swaps on the chain, with the chain's node and prices at hand. The route is
 * behind projectScope (the project's checks and rate limits, per client address and per project, in the blockchain
 * bucket), so the project is `c.var.project`.
 */
export async function swapContext(
  c: Context<ProjectScopeEnv>,
  deps: CloudDeps,
  providers: () => SwapProviders,
  chainId: string,
): Promise<SwapContext> {
  const provider = chooseSwapProvider(c.var.project, chainId, providers())
  let prices: Promise<Map<string, number>> | undefined
  const client = async () => {
    const found = await providers().client(chainId)
    if (!found) throw new UnsupportedChainError(chainId)
    return found
  }
  return {
    chainId,
    provider,
    client,
    async read(call) {
      const chain = await client()
      try {
        return await call(chain)
      } catch (error) {
        throw new UpstreamUnavailableError(chainId, error)
      }
    },
    async usdPrice(address) {
      prices ??= readChainPrices(deps.storage, chainId)
      return (await prices).get(address === NATIVE_TOKEN_ADDRESS ? 'native' : address.toLowerCase())
    },
    async token(address) {
      return (await provider.tokens(chainId)).find((token) => token.address === address.toLowerCase())
    },
  }
}
