import { SAFE_RPC_METHODS } from '../constants/safeRpcMethods.js'

/** Whether a wallet request is read-only: it needs no approval and survives a rejection (spec §6). */
export function isSafeRpcMethod(method: string): boolean {
  return SAFE_RPC_METHODS.includes(method)
}
