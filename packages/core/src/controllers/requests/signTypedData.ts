import { CapabilityNotSupportedError } from '../../errors/CapabilityNotSupportedError.js'
import type { PorticoContext } from '../../instance/PorticoContext.js'
import type { ChainNamespace } from '../../types/namespace.js'
import { reportRequestError } from './reportRequestError.js'
import { requireAccount } from './requireAccount.js'

/**
 * Asks the connected wallet to sign typed data (an optional capability: 'signTypedData is not
 * supported in namespace {ns}' without it); emits SIGN_TYPED_DATA_SUCCESS or SIGN_TYPED_DATA_ERROR.
 */
export async function signTypedData(
  context: Pick<PorticoContext, 'state' | 'adapters' | 'emit'>,
  parameters: { typedData: Record<string, unknown>; namespace?: ChainNamespace },
): Promise<string> {
  const account = requireAccount(context, parameters.namespace)
  const { adapter, namespace } = account
  if (!adapter.signTypedData)
    throw new CapabilityNotSupportedError({ capability: 'signTypedData', namespace })
  try {
    const signature = await adapter.signTypedData({
      typedData: parameters.typedData,
      address: account.address,
    })
    context.emit({ type: 'SIGN_TYPED_DATA_SUCCESS', namespace })
    return signature
  } catch (error) {
    const typed = reportRequestError(context, 'signTypedData', error)
    context.emit({ type: 'SIGN_TYPED_DATA_ERROR', namespace, message: typed.shortMessage })
    throw typed
  }
}
