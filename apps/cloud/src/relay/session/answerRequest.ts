import type { RelayRpcError } from '../RelayRpcError.js'
import type { RelaySessionContext } from './RelaySessionContext.js'

export type RelayAnswer = { result: unknown } | { error: RelayRpcError }

/** Answers the request `rawId` (the id as the client wrote it) on an open socket. */
export function answerRequest(
  { send, state }: Pick<RelaySessionContext, 'send' | 'state'>,
  rawId: string,
  answer: RelayAnswer,
): void {
  if (state.closed) return
  const tail =
    'result' in answer
      ? `"result":${JSON.stringify(answer.result)}`
      : `"error":${JSON.stringify({ code: answer.error.code, message: answer.error.message, ...(answer.error.data === undefined ? {} : { data: answer.error.data }) })}`
  send(`{"id":${rawId},"jsonrpc":"2.0",${tail}}`)
}
