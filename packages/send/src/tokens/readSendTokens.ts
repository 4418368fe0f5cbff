import { type ChainNamespace, type Network, type Portico, tokenImageUrl } from '@portico/core'
import { rpcUrlOf } from '../plan/rpcUrlOf.js'
import { readSplTokens } from '../solana/readSplTokens.js'
import { withTokenMetadata } from '../solana/withTokenMetadata.js'
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
 * of the network's SPL token accounts (Solana, named by their on-chain metadata); tokens with zero
 * decimals are dropped (docs/behaviour.md#validation). A token without an icon of its own gets the cloud's image for its
 * symbol. A failing token source leaves only the native currency.
 */
export async function readSendTokens(
  portico: Portico,
  { namespace, address, network, force }: ReadSendTokensParameters,
): Promise<SendToken[]> {
  const adapter = portico.getAdapter(namespace)
  const [native, portfolio, spl] = await Promise.all([
    adapter.getBalance({ address, network }),
    namespace === 'eip155'
      ? portico.portfolio.getTokens({ namespace, ...(force ? { force } : {}) }).catch(() => [])
      : Promise.resolve([]),
    namespace === 'solana'
      ? readSplTokens(rpcUrlOf(network), address)
          .then((tokens) => withTokenMetadata(adapter, network, tokens))
          .catch(() => [])
      : Promise.resolve([] as SendToken[]),
  ])
  const nativeRow = portfolio.find((token) => token.address === undefined)
  const nativeToken: SendToken = {
    name: network.nativeCurrency.name,
    symbol: native.symbol,
    decimals: native.decimals,
    balance: native.value,
    ...(nativeRow?.price === undefined ? {} : { price: nativeRow.price }),
    ...(nativeRow?.iconUrl ? { iconUrl: nativeRow.iconUrl } : {}),
  }
  const tokens = portfolio
    .filter((token) => token.address !== undefined)
    .map(fromPortfolioToken)
    .filter((token): token is SendToken => token !== undefined && token.balance > 0n)
  const cloudUrl = portico.options.cloudUrl
  return [nativeToken, ...tokens, ...spl].map((token) => {
    const iconUrl = token.iconUrl ?? tokenImageUrl(cloudUrl, token.symbol)
    return iconUrl ? { ...token, iconUrl } : token
  })
}
