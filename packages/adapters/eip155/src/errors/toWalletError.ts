import { isUserRejection, UserRejectedError } from '@portico/core'

/**
 * What the adapter throws for a failed wallet request: core's UserRejectedError when the wallet
 * answered 4001 (user rejected; core's one rule, `isUserRejection`), else the error itself.
 */
export function toWalletError(error: unknown): unknown {
  return isUserRejection(error) ? new UserRejectedError({ cause: error }) : error
}
