import { PROVIDER_ERROR_CODES, UserRejectedError } from '@portico/core'
import { providerCode } from './providerCode.js'

/**
 * What the adapter throws for a failed wallet request: core's UserRejectedError when the wallet
 * answered 4001 (user rejected), else the error itself.
 */
export function toWalletError(error: unknown): unknown {
  return providerCode(error) === PROVIDER_ERROR_CODES.userRejected
    ? new UserRejectedError({ cause: error })
    : error
}
