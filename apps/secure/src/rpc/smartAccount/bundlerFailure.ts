import { BaseError, HttpRequestError, RpcRequestError, TimeoutError } from 'viem'
import { SmartAccountUnavailableError } from '../../frame/smartAccount/SmartAccountUnavailableError.js'
import { FrameRpcError } from '../FrameRpcError.js'

/** A bundler that gave no answer: no connection, a time-out, or a server error from it or the cloud's proxy (502). */
const unanswered = (error: BaseError) =>
  error.walk(
    (each) =>
      each instanceof TimeoutError ||
      (each instanceof HttpRequestError && (each.status === undefined || each.status >= 500)),
  ) !== null

/**
 * What a failed call to the bundler means for the request: a bundler that did not answer (lost after it answered the
 * frame's check, even after the visitor approved) is the smart account unavailable now, a SmartAccountUnavailableError
 * (the frame goes back to the EOA: nothing was sent); an answer is the bundler's refusal (`user_operation_refused`,
 * with its reason).
 */
export function bundlerFailure(error: unknown, chainId: number): FrameRpcError {
  if (error instanceof BaseError && unanswered(error))
    return new SmartAccountUnavailableError(
      `The bundler of eip155:${chainId} did not answer`,
      'bundler_unavailable',
    )
  return new FrameRpcError(
    `The bundler refused the transaction: ${reasonOf(error)}`,
    'user_operation_refused',
  )
}

/** The bundler's own words where it answered an error (viem's short message for it is 'RPC Request failed.'). */
function reasonOf(error: unknown): string {
  if (!(error instanceof BaseError)) return error instanceof Error ? error.message : String(error)
  const answered = error.walk((each) => each instanceof RpcRequestError)
  return answered instanceof RpcRequestError ? answered.details : error.shortMessage
}
