import type { ChainNamespace, FeatureContext } from '@portico/core'
import { fundNamespaceOf } from '../fundNamespaceOf.js'
import type { PayState } from '../PayState.js'
import { fetchFundAssets } from './fetchFundAssets.js'

/**
 * Reads the assets the project's exchanges deposit on the network of `namespace` (EVM or Solana, while it is the
 * active namespace: Fund wallet deposits on the active one) into
 * `state.fundAssets` (the coin first) and the exchanges that deposit any of them into `state.fundExchanges` (the
 * Account view's Fund wallet shows while it lists one), kept only while that account and network are still the
 * connected ones.
 */
export async function loadFundExchanges(
  context: Pick<FeatureContext<PayState>, 'state' | 'options' | 'signal' | 'featureState'>,
  namespace: ChainNamespace = 'eip155',
): Promise<void> {
  if (namespace !== fundNamespaceOf(context.state)) return
  const chain = () => context.state.chains[namespace]
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
  context.featureState.fundNetwork = network
}
