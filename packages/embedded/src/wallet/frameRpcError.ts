import { PROVIDER_ERROR_CODES } from '@portico/core'
import { FrameRequestError } from '../client/FrameRequestError.js'
import { EmbeddedRpcError } from './EmbeddedRpcError.js'

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
  // The frame cannot serve the request's chain (no RPC URL for it, or the URL serves another chain): an invalid
  // chain id, which a network switch reads as 'Chain is not supported'.
  no_rpc_url: PROVIDER_ERROR_CODES.invalidChainId,
  wrong_chain: PROVIDER_ERROR_CODES.invalidChainId,
  // EIP-1474: the smart account cannot be used now (its bundler down, its contracts missing), and the bundler refused
  // the user operation.
  smart_account_unavailable: -32002,
  user_operation_refused: -32003,
}

/**
 * Any other failure: EIP-1474's internal error. Not the provider default 5000, which viem (and so wagmi) reads as
 * CAIP-25's rejection: an app would be told the visitor said no.
 */
const OTHER_FAILURE = -32603

/**
 * A frame error as the JSON-RPC error an adapter understands: 4001 for the visitor's rejection, 4200 unsupported,
 * 32603 for a chain the frame cannot serve, EIP-5792's 5700–5760 for a batch, -32002 for a smart account that cannot
 * be used now, -32003 for a user operation the bundler refused, and -32603 for any other failure, so every error of the
 * embedded wallet's provider carries a code: an EmbeddedRpcError (a PorticoError) with the frame's message.
 */
export function frameRpcError(error: unknown): unknown {
  if (!(error instanceof FrameRequestError)) return error
  const known = error.code !== undefined && Object.hasOwn(RPC_CODES, error.code)
  const code = known ? (RPC_CODES[error.code as string] as number) : OTHER_FAILURE
  return new EmbeddedRpcError(code, error)
}
