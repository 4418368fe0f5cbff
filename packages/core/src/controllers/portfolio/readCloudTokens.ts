import type { CloudTokenBalance } from '../../cloud/CloudClient.js'
import type { CloudContext } from '../../cloud/CloudContext.js'
import type { TokenBalance } from '../../types/account.js'
import type { Network } from '../../types/network.js'

function toTokenBalance({ address, ...balance }: CloudTokenBalance): TokenBalance {
  return address === null ? balance : { ...balance, address }
}

/** The account's EVM tokens (native first) from the cloud's blockchain API (docs/behaviour.md#calls). */
export async function readCloudTokens(
  context: Pick<CloudContext, 'cloud'>,
  parameters: { address: string; network: Network },
): Promise<TokenBalance[]> {
  const balances = await context.cloud.getBalances({
    address: parameters.address,
    caipNetworkId: parameters.network.caipNetworkId,
  })
  return balances.map(toTokenBalance)
}
