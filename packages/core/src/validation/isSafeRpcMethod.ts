import { SAFE_RPC_METHODS } from '../constants/safeRpcMethods.js'

/** Whether a wallet request is read-only: it needs no approval and survives a rejection (docs/behaviour.md#permissions). */
export function isSafeRpcMethod(method: string): boolean {
  return SAFE_RPC_METHODS.includes(method)
}
