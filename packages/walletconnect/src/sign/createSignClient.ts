import { createRelaySocket } from '../relay/createRelaySocket.js'
import { createRelayIdentity } from '../relay/signRelayJwt.js'
import { disconnectSession } from './actions/disconnectSession.js'
import { proposeSession } from './actions/proposeSession.js'
import { requestSession } from './actions/requestSession.js'
import { resumeSession } from './actions/resumeSession.js'
import { receiveDelivery } from './inbound/receiveDelivery.js'
import { createNextId } from './messages/createNextId.js'
import type { SignClient, SignClientParameters } from './SignClient.js'
import type { SignClientContext } from './SignClientContext.js'

export type { ConnectParameters, SignClient, SignClientParameters } from './SignClient.js'

/**
 * The dapp side of WalletConnect's Sign protocol over one relay socket. Each method is an action in `actions/`, each
 * request of the wallet's a handler in `inbound/`, all over one SignClientContext.
 */
export function createSignClient({
  relayUrl,
  projectId,
  metadata,
  WebSocket,
}: SignClientParameters): SignClient {
  const context: SignClientContext = {
    relay: createRelaySocket({ relayUrl, projectId, identity: createRelayIdentity(), WebSocket }),
    metadata,
    keys: new Map(),
    sessions: new Map(),
    waiting: new Map(),
    proposals: new Map(),
    settlers: new Map(),
    listeners: new Set(),
    nextId: createNextId(),
  }
  context.relay.onMessage((delivery) => receiveDelivery(context, delivery))
  return {
    connect: (parameters) => proposeSession(context, parameters),
    request: (parameters) => requestSession(context, parameters),
    resume: (session) => resumeSession(context, session),
    disconnect: (topic) => disconnectSession(context, topic),
    onSessionEvent(listener) {
      context.listeners.add(listener)
      return () => context.listeners.delete(listener)
    },
    close() {
      context.relay.close()
    },
  }
}
