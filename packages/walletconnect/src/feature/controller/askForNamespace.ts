import type { ChainNamespace } from '@portico/core'
import { proposalNamespaces } from '../proposalNamespaces.js'
import { storeSessions } from '../sessionStore.js'
import { adoptSession } from './adoptSession.js'
import { namespacesTakingPart } from './namespacesTakingPart.js'
import { showRelayRefusal } from './showRelayRefusal.js'
import { signClientOf } from './signClientOf.js'
import type { WalletConnectContext } from './WalletConnectContext.js'
import { walletConnectError } from './walletConnectError.js'

/**
 * The wallet is asked for `namespace` over the existing pairing (no new QR); `state.adding` shows it waiting, then
 * connected (gone) or why not. Once it approves, that namespace connects through the same wallet connection.
 */
export async function askForNamespace(
  context: WalletConnectContext,
  namespace: ChainNamespace,
): Promise<void> {
  const { state, asking, feature } = context
  const pairingTopic = context.sessions[0]?.pairingTopic
  if (
    pairingTopic === undefined ||
    !context.remote ||
    context.remote.remote.namespaces[namespace] ||
    asking.has(namespace)
  )
    return
  asking.add(namespace)
  state.adding = { namespace, status: 'waiting' }
  try {
    const { approval } = await signClientOf(context).connect({
      pairingTopic,
      optionalNamespaces: proposalNamespaces(feature.options.networks, [namespace]),
    })
    const added = await approval
    if (!context.remote || context.sessions[0]?.pairingTopic !== pairingTopic) return
    context.sessions = [...context.sessions, added]
    storeSessions(feature.storage, context.sessions)
    const joined = adoptSession(context, added)
    const held = Object.keys(added.namespaces).filter((key): key is ChainNamespace =>
      namespacesTakingPart(context).includes(key as ChainNamespace),
    )
    await feature.connectSession(joined, { namespaces: held })
    if (state.adding?.namespace === namespace) delete state.adding
  } catch (error) {
    if (context.remote && context.sessions[0]?.pairingTopic === pairingTopic) {
      state.adding = { namespace, status: 'error', error: walletConnectError(error) }
      showRelayRefusal(context, error)
    }
  } finally {
    asking.delete(namespace)
  }
}
