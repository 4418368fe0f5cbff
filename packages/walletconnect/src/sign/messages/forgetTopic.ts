import type { SignClientContext } from '../SignClientContext.js'

/** Drops `topic`'s key and session and unsubscribes from it (a failed unsubscribe is of no consequence). */
export function forgetTopic(
  { keys, sessions, relay }: Pick<SignClientContext, 'keys' | 'sessions' | 'relay'>,
  topic: string,
): void {
  keys.delete(topic)
  sessions.delete(topic)
  void relay.unsubscribe(topic).catch(() => undefined)
}
