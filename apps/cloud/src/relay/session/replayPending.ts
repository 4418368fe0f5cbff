import { type PushMessageContext, pushMessage } from './pushMessage.js'
import type { RelaySessionContext } from './RelaySessionContext.js'
import { REPLAY_LIMIT } from './relaySessionConstants.js'

export type ReplayPendingContext = PushMessageContext & Pick<RelaySessionContext, 'mailbox' | 'now' | 'log'>

/**
 * Pushes what the mailbox holds for `topics` that the client has not acknowledged (at most REPLAY_LIMIT). Counts
 * nothing against any limit: the caller does, when the client asked for the read.
 */
export async function replayPending(context: ReplayPendingContext, topics: readonly string[]): Promise<void> {
  const { mailbox, clientId, now, log } = context
  try {
    for (const message of await mailbox.pending(clientId, topics, now(), REPLAY_LIMIT))
      pushMessage(context, message)
  } catch (error) {
    log.error('relay: replay failed', { error })
  }
}
