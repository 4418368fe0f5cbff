import type { PorticoContext } from '../../instance/PorticoContext.js'
import type { ChainNamespace } from '../../types/namespace.js'
import { reportRequestError } from './reportRequestError.js'
import { requireAccount } from './requireAccount.js'

/** Asks the connected wallet to sign a message; emits SIGN_MESSAGE_SUCCESS or SIGN_MESSAGE_ERROR. */
export async function signMessage(
  context: Pick<PorticoContext, 'state' | 'adapters' | 'emit'>,
  parameters: { message: string; namespace?: ChainNamespace },
): Promise<string> {
  const account = requireAccount(context, parameters.namespace)
  try {
    const signature = await account.adapter.signMessage({
      message: parameters.message,
      address: account.address,
    })
    context.emit({ type: 'SIGN_MESSAGE_SUCCESS', namespace: account.namespace })
    return signature
  } catch (error) {
    const typed = reportRequestError(context, 'signMessage', error)
    context.emit({ type: 'SIGN_MESSAGE_ERROR', namespace: account.namespace, message: typed.shortMessage })
    throw typed
  }
}
