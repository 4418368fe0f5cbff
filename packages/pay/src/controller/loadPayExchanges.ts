import type { PayArguments } from '../PayArguments.js'
import { fetchPayExchanges } from './fetchPayExchanges.js'
import type { PayContext } from './PayContext.js'

/**
 * Reads the exchanges that pay the payment's asset into the state, while the payment is still the one shown; without
 * a cloud, or when the cloud cannot tell, the list is empty and only the wallet pays.
 */
export async function loadPayExchanges(context: PayContext, payment: PayArguments): Promise<void> {
  const { network, asset } = payment.paymentAsset
  const exchanges = await fetchPayExchanges(context, network, asset)
  if (context.featureState.payment === payment) context.featureState.exchanges = exchanges
}
