import { RELAY_ERROR, RelayRpcError } from '../RelayRpcError.js'
import { relayTrace } from '../relayTrace.js'
import { answerRequest } from './answerRequest.js'
import type { RelaySessionContext } from './RelaySessionContext.js'
import { rawIdOf } from './rawIdOf.js'
import { RELAY_HANDLERS } from './relayHandlers.js'

type Frame = { id?: unknown; method?: unknown; params?: unknown }

/** The client's answer to a push: a result acknowledges the message for the client; an error leaves it pending. */
function acknowledgePush(
  { awaitingAck, mailbox, clientId }: RelaySessionContext,
  id: unknown,
  acknowledged: boolean,
): void {
  const messageId = typeof id === 'number' ? awaitingAck.get(id) : undefined
  if (messageId === undefined) return
  awaitingAck.delete(id as number)
  if (acknowledged) mailbox.acknowledge(clientId, [messageId])
}

/** One text frame of the socket: a request, answered on the socket, or the answer to a push. */
export async function handleFrame(context: RelaySessionContext, text: string): Promise<void> {
  let frame: unknown
  try {
    frame = JSON.parse(text)
  } catch {
    return answerRequest(context, 'null', {
      error: new RelayRpcError(RELAY_ERROR.parse, 'Parse error: the frame is not JSON'),
    })
  }
  if (typeof frame !== 'object' || frame === null || Array.isArray(frame)) {
    return answerRequest(context, 'null', {
      error: new RelayRpcError(RELAY_ERROR.invalidRequest, 'Invalid request: a JSON-RPC object is expected'),
    })
  }
  const { id, method, params } = frame as Frame
  if (method === undefined && ('result' in frame || 'error' in frame))
    return acknowledgePush(context, id, 'result' in frame)
  const rawId = rawIdOf(text, id)
  if (typeof method !== 'string' || (typeof id !== 'number' && typeof id !== 'string')) {
    return answerRequest(context, rawId, {
      error: new RelayRpcError(RELAY_ERROR.invalidRequest, 'Invalid request: id and method are required'),
    })
  }
  const handler = Object.hasOwn(RELAY_HANDLERS, method) ? RELAY_HANDLERS[method] : undefined
  if (!handler) {
    context.log.warn('relay: unknown method', { method })
    return answerRequest(context, rawId, {
      error: new RelayRpcError(RELAY_ERROR.methodNotFound, `Method not found: ${method}`),
    })
  }
  const receivedAt = relayTrace.frame.hasSubscribers ? performance.now() : 0
  try {
    answerRequest(context, rawId, { result: await handler(context, params) })
    if (relayTrace.frame.hasSubscribers)
      relayTrace.frame.publish({ method, receivedAt, answeredAt: performance.now() })
  } catch (error) {
    if (error instanceof RelayRpcError) return answerRequest(context, rawId, { error })
    context.log.error('relay: request failed', { method, error })
    answerRequest(context, rawId, { error: new RelayRpcError(RELAY_ERROR.internal, 'Internal error') })
  }
}
