import type { FeatureContext } from '@portico/core'
import type { PayState } from '../PayState.js'
import { fetchPayExchanges } from './fetchPayExchanges.js'

/**
 * Reads the exchanges that deposit the active EVM network's coin into `state.fundExchanges` (the Account view's
 * Fund wallet shows while it lists one), kept only while that account and network are still the connected ones.
 */
export async function loadFundExchanges(
  context: Pick<FeatureContext<PayState>, 'state' | 'options' | 'signal' | 'featureState'>,
): Promise<void> {
  const chain = () => context.state.chains.eip155
  const address = chain()?.accountState.address
  const network = chain()?.networkState.caipNetwork?.caipNetworkId
  if (!address || !network) return
  const exchanges = await fetchPayExchanges(context, network, 'native')
  if (
    chain()?.accountState.address === address &&
    chain()?.networkState.caipNetwork?.caipNetworkId === network
  )
    context.featureState.fundExchanges = exchanges
}
