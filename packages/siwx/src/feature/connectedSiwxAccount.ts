import type { CaipNetworkId, ChainNamespace } from '@portico/core'
import { isNetworkSupported } from '@portico/core'
import type { SiwxAccount } from './PorticoSiwx.js'
import type { SiwxContext } from './SiwxContext.js'

/** The connected account of `namespace` on its network, and whether the app supports that network. */
export function connectedSiwxAccount(
  { feature }: Pick<SiwxContext, 'feature'>,
  namespace: ChainNamespace | undefined,
): { account: SiwxAccount; supported: boolean } | undefined {
  const chain = namespace === undefined ? undefined : feature.state.chains[namespace]
  const network = chain?.networkState.caipNetwork
  const address = chain?.accountState.address
  if (!chain || !network || !address || chain.accountState.status !== 'connected') return undefined
  return {
    account: { namespace: chain.namespace, address, chainId: network.caipNetworkId as CaipNetworkId },
    supported: isNetworkSupported(chain.caipNetworks, network),
  }
}
