import { isSafeRpcMethod } from '../../validation/isSafeRpcMethod.js'
import {
  type ApprovalsContext,
  type TrackRequestParameters,
  trackWalletRequest,
} from './trackWalletRequest.js'

/**
 * Runs a wallet request while it sits on the approval stack (trackWalletRequest), read-only when its RPC method is
 * (docs/behaviour.md#permissions). The list of read-only methods stays out of the page's first JS: the instance's own
 * signatures and sends, never read-only, go through trackWalletRequest.
 */
export function trackRequest<T>(
  context: ApprovalsContext,
  parameters: TrackRequestParameters,
  run: () => Promise<T>,
): Promise<T> {
  return trackWalletRequest(context, { ...parameters, safe: isSafeRpcMethod(parameters.method) }, run)
}
