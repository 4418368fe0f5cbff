import { projectCloudRequest } from '@portico/core'
import type { PayArguments } from '../PayArguments.js'
import type { PayExchange } from '../PayExchange.js'
import type { PayContext } from './PayContext.js'
import { payCloudOf } from './payCloudOf.js'

/**
 * Reads the exchanges that pay the payment's asset (`GET /v1/pay/exchanges`) into the state, while the payment is
 * still the one shown; without a cloud, or when the cloud cannot tell, the list is empty and only the wallet pays.
 */
export async function loadPayExchanges(context: PayContext, payment: PayArguments): Promise<void> {
  const state = context.featureState
  let exchanges: PayExchange[] = []
  try {
    const answer = await projectCloudRequest<{ exchanges: PayExchange[] }>(payCloudOf(context), {
      path: '/v1/pay/exchanges',
      params: { network: payment.paymentAsset.network, asset: payment.paymentAsset.asset },
    })
    exchanges = answer.exchanges.map(({ id, name }) => ({ id, name }))
  } catch {
    exchanges = []
  }
  if (state.payment === payment) state.exchanges = exchanges
}
