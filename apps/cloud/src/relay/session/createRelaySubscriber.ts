import type { RelaySubscriber } from '../createRelayHub.js'
import { pushMessage } from './pushMessage.js'
import { type ReplayPendingContext, replayPending } from './replayPending.js'

/** The socket's side of the hub: live messages are pushed; after a lost Redis link, its topics are replayed. */
export function createRelaySubscriber(
  context: ReplayPendingContext & { subscriptions: Set<string> },
): RelaySubscriber {
  return {
    clientId: context.clientId,
    deliver: (message) => pushMessage(context, message),
    resync() {
      void replayPending(context, [...context.subscriptions])
    },
  }
}
