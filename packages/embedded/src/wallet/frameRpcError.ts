import { PROVIDER_ERROR_CODES } from '@portico/core'
import { FrameRequestError } from '../client/FrameRequestError.js'

/** The EIP-1193 / EIP-1474 / EIP-5792 code of each error code the frame answers with. */
const RPC_CODES: Readonly<Record<string, number>> = {
  user_rejected: PROVIDER_ERROR_CODES.userRejected,
  not_supported: 4200,
  method_not_allowed: 4200,
  invalid_params: -32602,
  too_many_pending: -32005,
  unsupported_capability: 5700,
  unsupported_chain_id: 5710,
  unknown_bundle_id: 5730,
  bundle_too_large: 5740,
  atomicity_not_supported: 5760,
}

/** A frame error as the JSON-RPC error an adapter understands (4001 for the visitor's rejection, 4200 unsupported). */
export function frameRpcError(error: unknown): unknown {
  const code = error instanceof FrameRequestError && error.code ? RPC_CODES[error.code] : undefined
  if (code === undefined) return error
  return Object.assign(new Error((error as Error).message), { code, cause: error })
}
