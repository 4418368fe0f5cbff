import type { FeatureContext } from '@portico/core'
import type { PayState } from '../PayState.js'
import { fetchFundAssets } from './fetchFundAssets.js'

/**
 * Reads the assets the project's exchanges deposit on the active EVM network into `state.fundAssets` (the coin
 * first) and the exchanges that deposit any of them into `state.fundExchanges` (the Account view's Fund wallet shows
 * while it lists one), kept only while that account and network are still the connected ones.
 */
export async function loadFundExchanges(
  context: Pick<FeatureContext<PayState>, 'state' | 'options' | 'signal' | 'featureState'>,
): Promise<void> {
  const chain = () => context.state.chains.eip155
  const address = chain()?.accountState.address
  const network = chain()?.networkState.caipNetwork?.caipNetworkId
  if (!address || !network) return
  const assets = await fetchFundAssets(context, network)
  if (
    chain()?.accountState.address !== address ||
    chain()?.networkState.caipNetwork?.caipNetworkId !== network
  )
    return
  const exchanges = new Map(assets.flatMap((each) => each.exchanges).map((each) => [each.id, each]))
  context.featureState.fundAssets = assets
  context.featureState.fundExchanges = [...exchanges.values()]
}
