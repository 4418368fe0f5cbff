import type { CaipNetworkId, ChainNamespace } from '@portico/core'
import { selectChain } from '../state/selectChain.js'
import { usePorticoSnapshot } from '../state/usePorticoSnapshot.js'

export interface UsePorticoStateReturnType {
  open: boolean
  loading: boolean
  initialized: boolean
  activeChain: ChainNamespace | undefined
  selectedNetworkId: CaipNetworkId | undefined
}

/** Modal and start-up state: open, loading, initialized, the active namespace and network. */
export function usePorticoState(): UsePorticoStateReturnType {
  const state = usePorticoSnapshot()
  return {
    open: state.modal.open,
    loading: state.modal.loading,
    initialized: state.initialized,
    activeChain: state.activeNamespace,
    selectedNetworkId: selectChain(state)?.networkState.caipNetwork?.caipNetworkId,
  }
}
