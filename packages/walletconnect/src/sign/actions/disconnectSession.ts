import { forgetTopic } from '../messages/forgetTopic.js'
import { sendMessage } from '../messages/sendMessage.js'
import type { SignClientContext } from '../SignClientContext.js'
import { SIGN_METHODS } from '../signTags.js'

/** `disconnect`: tells the wallet the visitor ended the session (`wc_sessionDelete`, 6000), then forgets the topic. */
export async function disconnectSession(
  context: Pick<SignClientContext, 'keys' | 'relay' | 'sessions' | 'nextId'>,
  topic: string,
): Promise<void> {
  const [tag, , ttl] = SIGN_METHODS.wc_sessionDelete
  if (context.sessions.has(topic)) {
    await sendMessage(
      context,
      topic,
      {
        id: context.nextId(),
        jsonrpc: '2.0',
        method: 'wc_sessionDelete',
        params: { code: 6000, message: 'User disconnected.' },
      },
      tag,
      ttl,
    )
  }
  forgetTopic(context, topic)
}
