import type { ChainNamespace } from '@portico/core'
import { askForNamespace } from './askForNamespace.js'
import { namespacesTakingPart } from './namespacesTakingPart.js'
import type { WalletConnectContext } from './WalletConnectContext.js'

/**
 * While a wallet connection is held: when the visitor picks a network of a namespace it lacks (the wallet approved
 * fewer than were asked, or the app added one), the wallet is asked for it (askForNamespace).
 */
export function watchNetworkPicks(context: WalletConnectContext): void {
  const { feature } = context
  context.stopWatching?.()
  context.stopWatching = feature.portico.subscribeEvents(({ event }) => {
    if (event.type !== 'SWITCH_NETWORK') return
    const namespace = event.caipNetworkId.split(':')[0] as ChainNamespace
    const { remote } = context
    if (!remote || remote.remote.namespaces[namespace] !== undefined || context.asking.has(namespace)) return
    if (!namespacesTakingPart(context).includes(namespace)) return
    if (feature.state.chains[namespace]?.accountState.status === 'connected') return
    void askForNamespace(context, namespace)
  })
}
