import type { CloudContext } from '../../cloud/CloudContext.js'
import { parseUnits } from '../../format/parseUnits.js'
import type { AdapterBalance } from '../../types/adapter.js'
import type { CaipAddress } from '../../types/namespace.js'
import type { Network } from '../../types/network.js'
import { readCloudTokens } from './readCloudTokens.js'
import { type PortfolioContext, readPortfolioTokens } from './readPortfolioTokens.js'

/**
 * The native balance in the adapter's shape, from the portfolio (readPortfolioTokens: cached 30 s,
 * the tokens to the account's `tokenBalance`). Throws when the cloud fails.
 */
export async function fetchPortfolio(
  context: PortfolioContext & Pick<CloudContext, 'cloud'>,
  parameters: { address: string; caipAddress: CaipAddress; network: Network; force?: boolean },
): Promise<AdapterBalance> {
  const { network } = parameters
  const tokens = await readPortfolioTokens(context, parameters, () => readCloudTokens(context, parameters))
  const native = tokens.find((token) => token.address === undefined)
  const decimals = Number(native?.quantity.decimals ?? network.nativeCurrency.decimals)
  return {
    value: native ? parseUnits(native.quantity.numeric, decimals) : 0n,
    decimals,
    symbol: native?.symbol ?? network.nativeCurrency.symbol,
  }
}
