import { toWalletError as toKitWalletError } from '@portico/adapter-kit'

/**
 * How extensions say the visitor refused: polkadot-js and Talisman reject with 'Cancelled',
 * SubWallet with 'Rejected by user'; some answer the EIP-1193 code 4001 instead.
 */
const REJECTION_MESSAGE = /^(cancelled|canceled|rejected by user|user rejected|rejected)\b/i

const isExtensionRejection = (message: string) => REJECTION_MESSAGE.test(message.trim())

/**
 * What the adapter throws for a failed extension request: core's UserRejectedError when the
 * visitor said no in the extension, else the error itself.
 */
export function toWalletError(error: unknown): unknown {
  return toKitWalletError(error, isExtensionRejection)
}
