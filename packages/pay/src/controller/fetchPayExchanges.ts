import { projectCloudRequest } from '@portico/core'
import type { PayExchange } from '../PayExchange.js'
import type { PayContext } from './PayContext.js'
import { payCloudOf } from './payCloudOf.js'

/**
 * The exchanges that pay `asset` on `network` for the project (`GET /v1/pay/exchanges`); empty without a cloud, when
 * the project's exchanges are off (the cloud answers `pay_exchanges_disabled`) or when the cloud cannot tell.
 */
export async function fetchPayExchanges(
  context: Pick<PayContext, 'options' | 'signal'>,
  network: string,
  asset: string,
): Promise<PayExchange[]> {
  try {
    const answer = await projectCloudRequest<{ exchanges: PayExchange[] }>(payCloudOf(context), {
      path: '/v1/pay/exchanges',
      params: { network, asset },
    })
    return answer.exchanges.map(({ id, name }) => ({ id, name }))
  } catch {
    return []
  }
}
