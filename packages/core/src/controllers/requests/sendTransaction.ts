import { CapabilityNotSupportedError } from '../../errors/CapabilityNotSupportedError.js'
import type { PorticoContext } from '../../instance/PorticoContext.js'
import type { SendTransactionParameters } from '../../types/adapter.js'
import type { ChainNamespace } from '../../types/namespace.js'
import { reportRequestError } from './reportRequestError.js'
import { requireAccount } from './requireAccount.js'

/**
 * Asks the connected wallet to send a transaction on the active network (an optional
 * capability), with the gas limit when given (the wallet estimates it otherwise); resolves with
 * the hash. Emits SEND_TRANSACTION_SUCCESS or SEND_TRANSACTION_ERROR.
 */
export async function sendTransaction(
  context: Pick<PorticoContext, 'state' | 'adapters' | 'emit'>,
  parameters: { to: string; value?: bigint; data?: string; gas?: bigint; namespace?: ChainNamespace },
): Promise<string> {
  const account = requireAccount(context, parameters.namespace)
  const { adapter, namespace } = account
  if (!adapter.sendTransaction)
    throw new CapabilityNotSupportedError({ capability: 'sendTransaction', namespace })
  const transaction: SendTransactionParameters = {
    address: account.address,
    network: account.network,
    to: parameters.to,
  }
  if (parameters.value !== undefined) transaction.value = parameters.value
  if (parameters.data !== undefined) transaction.data = parameters.data
  if (parameters.gas !== undefined) transaction.gas = parameters.gas
  try {
    const hash = await adapter.sendTransaction(transaction)
    context.emit({ type: 'SEND_TRANSACTION_SUCCESS', namespace, hash })
    return hash
  } catch (error) {
    const typed = reportRequestError(context, 'sendTransaction', error)
    context.emit({ type: 'SEND_TRANSACTION_ERROR', namespace, message: typed.shortMessage })
    throw typed
  }
}
