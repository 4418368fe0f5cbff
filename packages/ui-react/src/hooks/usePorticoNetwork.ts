import type { CaipNetworkId, ChainNamespace, Network } from '@portico/core'
import { usePorticoInstance } from '../context/usePorticoInstance.js'
import { selectChain } from '../state/selectChain.js'
import { usePorticoSelector } from '../state/usePorticoSelector.js'

export interface UsePorticoNetworkReturnType {
  caipNetwork: Network | undefined
  caipNetworkId: CaipNetworkId | undefined
  chainId: number | string | undefined
  switchNetwork(network: Network | CaipNetworkId): Promise<void>
}

/** The selected network of a namespace (the active one by default) and a way to switch it. */
export function usePorticoNetwork(
  parameters: { namespace?: ChainNamespace | undefined } = {},
): UsePorticoNetworkReturnType {
  const portico = usePorticoInstance()
  const caipNetwork = usePorticoSelector(
    (state) => selectChain(state, parameters.namespace)?.networkState.caipNetwork as Network | undefined,
  )
  return {
    caipNetwork,
    caipNetworkId: caipNetwork?.caipNetworkId,
    chainId: caipNetwork?.id,
    switchNetwork: (network) => portico.switchNetwork(network),
  }
}
