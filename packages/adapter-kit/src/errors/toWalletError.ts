import { isUserRejection, type RejectionMessage, UserRejectedError } from '@portico/core'

export type { RejectionMessage } from '@portico/core'

/**
 * What an adapter throws for a failed wallet request: core's UserRejectedError when the visitor
 * said no in the wallet (core's one rule, `isUserRejection`: the wallet's 4001 under any wrapper, or a
 * message `isRejectionMessage` recognises, for wallets that answer with text only), else the error itself.
 */
export function toWalletError(error: unknown, isRejectionMessage?: RejectionMessage): unknown {
  if (error instanceof UserRejectedError) return error
  return isUserRejection(error, isRejectionMessage) ? new UserRejectedError({ cause: error }) : error
}
