import {
  CapabilityNotSupportedError,
  type ChainNamespace,
  type Portico,
  PorticoError,
  type SendTokenTransferParameters,
  UserRejectedError,
} from '@portico/core'

/**
 * Asks the namespace's adapter for a token transfer (SPL on Solana) and emits what core's
 * `sendTransaction` emits for a coin or an ERC-20 call, so an app's analytics see every send alike:
 * SEND_TRANSACTION_SUCCESS with the transaction id, or SEND_TRANSACTION_ERROR with the short
 * message, after USER_REJECTED when the visitor refused. Resolves with the id once confirmed.
 */
export async function sendTokenTransfer(
  portico: Pick<Portico, 'getAdapter' | 'emit'>,
  namespace: ChainNamespace,
  transfer: SendTokenTransferParameters,
): Promise<string> {
  const adapter = portico.getAdapter(namespace)
  if (!adapter.sendTokenTransfer)
    throw new CapabilityNotSupportedError({ capability: 'sendTokenTransfer', namespace })
  try {
    const hash = await adapter.sendTokenTransfer(transfer)
    portico.emit({ type: 'SEND_TRANSACTION_SUCCESS', namespace, hash })
    return hash
  } catch (error) {
    if (error instanceof UserRejectedError)
      portico.emit({ type: 'USER_REJECTED', method: 'sendTokenTransfer' })
    const message = error instanceof PorticoError ? error.shortMessage : String(error)
    portico.emit({ type: 'SEND_TRANSACTION_ERROR', namespace, message })
    throw error
  }
}
