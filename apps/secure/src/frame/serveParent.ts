import {
  type AppMessage,
  acceptMessageEvent,
  FRAME_PREFIX,
  FRAME_READY,
  parseAppMessage,
} from '@portico/embedded/protocol'
import type { FrameAnswer } from './FrameAnswer.js'

export type ServeParentParameters = {
  /** The window that embeds the frame; the only one whose messages count and the only one answered. */
  parent: Pick<Window, 'postMessage'>
  /** The parent's exact origin, already checked against the project's allowed origins. */
  parentOrigin: string
  /** Subscribes to the frame window's `message` events; returns the unsubscribe. */
  listen(handler: (event: MessageEvent) => void): () => void
  handle(message: AppMessage): Promise<FrameAnswer>
}

/**
 * Serves the parent: a message counts only from the parent window at its exact origin and only once it passes the
 * protocol's schema; a refused message that still carries a usable id gets an error answer naming why, anything
 * else is dropped. Every answer goes to the parent's exact origin (never '*'). Posts READY first.
 */
export function serveParent({ parent, parentOrigin, listen, handle }: ServeParentParameters): () => void {
  const post = (data: unknown) => parent.postMessage(data, parentOrigin)
  const stop = listen((event) => {
    if (!acceptMessageEvent(event, { source: parent, isAllowedOrigin: (origin) => origin === parentOrigin }))
      return
    const parsed = parseAppMessage(event.data)
    if (!parsed.ok) {
      const { id, type } = (event.data ?? {}) as { id?: unknown; type?: unknown }
      const answerable =
        typeof id === 'string' &&
        /^[\w-]{1,64}$/.test(id) &&
        typeof type === 'string' &&
        /^@portico-app\/\w{1,64}$/.test(type)
      if (answerable)
        post({
          type: `${FRAME_PREFIX}${type.slice('@portico-app/'.length)}_ERROR`,
          id,
          payload: { message: parsed.reason.slice(0, 2000), code: 'invalid_message' },
        })
      return
    }
    const { message } = parsed
    void handle(message).then((answer) =>
      post(
        answer.ok
          ? {
              type: `${FRAME_PREFIX}${message.type}_SUCCESS`,
              id: message.id,
              ...(answer.payload === undefined ? {} : { payload: answer.payload }),
            }
          : { type: `${FRAME_PREFIX}${message.type}_ERROR`, id: message.id, payload: answer.error },
      ),
    )
  })
  post({ type: FRAME_READY })
  return stop
}
