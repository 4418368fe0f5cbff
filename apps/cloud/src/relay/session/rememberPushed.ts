import type { RelaySessionContext } from './RelaySessionContext.js'
import { SEEN_LIMIT } from './relaySessionConstants.js'

/** Notes a message as pushed to (or fetched by) this socket; the oldest is forgotten past SEEN_LIMIT. */
export function rememberPushed({ seen }: Pick<RelaySessionContext, 'seen'>, messageId: string): void {
  seen.add(messageId)
  if (seen.size > SEEN_LIMIT) seen.delete(seen.values().next().value as string)
}
