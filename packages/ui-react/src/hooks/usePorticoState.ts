import type { CaipNetworkId, ChainNamespace } from '@portico/core'
import { selectChain } from '../state/selectChain.js'
import { usePorticoSelector } from '../state/usePorticoSelector.js'

export interface UsePorticoStateReturnType {
  open: boolean
  loading: boolean
  initialized: boolean
  activeChain: ChainNamespace | undefined
  selectedNetworkId: CaipNetworkId | undefined
}

/** Modal and start-up state: open, loading, initialized, the active namespace and network; renders again only when one of them changes. */
export function usePorticoState(): UsePorticoStateReturnType {
  return usePorticoSelector((state) => ({
    open: state.modal.open,
    loading: state.modal.loading,
    initialized: state.initialized,
    activeChain: state.activeNamespace,
    selectedNetworkId: selectChain(state)?.networkState.caipNetwork?.caipNetworkId,
  }))
}
