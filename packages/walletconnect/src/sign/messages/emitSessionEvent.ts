import type { SignClientContext } from '../SignClientContext.js'
import type { SessionEvent } from '../SignTypes.js'

/** Tells every `onSessionEvent` listener of `event`. */
export function emitSessionEvent(
  { listeners }: Pick<SignClientContext, 'listeners'>,
  event: SessionEvent,
): void {
  for (const listener of listeners) listener(event)
}
