import type { ChainNamespace, Network, Portico } from '@portico/core'
import { rpcUrlOf } from '../plan/rpcUrlOf.js'
import { readSplTokens } from '../solana/readSplTokens.js'
import { fromPortfolioToken } from './fromPortfolioToken.js'
import type { SendToken } from './SendToken.js'

export interface ReadSendTokensParameters {
  namespace: ChainNamespace
  address: string
  network: Network
  force?: boolean
}

/**
 * What the account can send on its network, native currency first: the native balance from the
 * wallet's adapter (exact, never cached), then the tokens of the portfolio (EVM, Portico Cloud) or
 * of the network's SPL token accounts (Solana); tokens with zero decimals are dropped (spec §5). A
 * failing token source leaves only the native currency.
 */
export async function readSendTokens(
  portico: Portico,
  { namespace, address, network, force }: ReadSendTokensParameters,
): Promise<SendToken[]> {
  const [native, portfolio, spl] = await Promise.all([
    portico.getAdapter(namespace).getBalance({ address, network }),
    namespace === 'eip155'
      ? portico.portfolio.getTokens({ namespace, ...(force ? { force } : {}) }).catch(() => [])
      : Promise.resolve([]),
    namespace === 'solana'
      ? readSplTokens(rpcUrlOf(network), address).catch(() => [])
      : Promise.resolve([] as SendToken[]),
  ])
  const nativePrice = portfolio.find((token) => token.address === undefined)?.price
  const nativeToken: SendToken = {
    name: network.nativeCurrency.name,
    symbol: native.symbol,
    decimals: native.decimals,
    balance: native.value,
    ...(nativePrice === undefined ? {} : { price: nativePrice }),
  }
  const tokens = portfolio
    .filter((token) => token.address !== undefined)
    .map(fromPortfolioToken)
    .filter((token): token is SendToken => token !== undefined && token.balance > 0n)
  return [nativeToken, ...tokens, ...spl]
}
