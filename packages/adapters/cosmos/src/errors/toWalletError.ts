import { toWalletError as toKitWalletError } from '@portico/adapter-kit'

/** Keplr's text for a prompt the visitor closed or declined; Leap and Cosmostation answer the same. */
export const KEPLR_REJECTION_MESSAGE = 'Request rejected'

const isKeplrRejection = (message: string) => message === KEPLR_REJECTION_MESSAGE

/**
 * What the adapter throws for a failed wallet request: core's UserRejectedError when the visitor
 * said no in the wallet ('Request rejected', or the 4001 code), else the error itself.
 */
export function toWalletError(error: unknown): unknown {
  return toKitWalletError(error, isKeplrRejection)
}
