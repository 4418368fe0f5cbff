import { isUnsupportedChainShown } from '../controllers/network/isUnsupportedChainShown.js'
import type { ChainNamespace } from '../types/namespace.js'
import type { PorticoContext } from './PorticoContext.js'

/**
 * Applies the UnsupportedChain rule (docs/behaviour.md#views) after a network change: opens the modal on
 * UnsupportedChain when it applies, and closes that view once the wallet is back on a supported
 * network.
 */
export function syncUnsupportedChain(context: PorticoContext, namespace: ChainNamespace): void {
  if (isUnsupportedChainShown(context.state, context.options, namespace)) {
    void context.portico.open({ view: 'UnsupportedChain', namespace })
  } else if (context.state.modal.open && context.state.router.view === 'UnsupportedChain') {
    context.portico.close()
  }
}
