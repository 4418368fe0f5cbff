import { listenToTopic } from '../messages/listenToTopic.js'
import type { SignClientContext } from '../SignClientContext.js'
import type { Session } from '../SignTypes.js'

/** `resume`: a stored session after a reload; its topic is listened to again, and its pairing's. */
export async function resumeSession(
  context: Pick<SignClientContext, 'keys' | 'relay' | 'sessions'>,
  session: Session,
): Promise<void> {
  context.sessions.set(session.topic, session)
  await listenToTopic(context, session.topic, session.symKey)
  // The pairing too, so a later proposal (another namespace) can use it without a new QR.
  if (session.pairingSymKey && !context.keys.has(session.pairingTopic))
    await listenToTopic(context, session.pairingTopic, session.pairingSymKey)
}
