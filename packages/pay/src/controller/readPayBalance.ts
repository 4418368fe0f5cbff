import { jsonRpc } from './jsonRpc.js'
import type { PayRequest } from './PayRequest.js'

/** The selector of `balanceOf(address)`. */
const BALANCE_OF = '0x70a08231'

/** What the payer holds of the asset (smallest unit), read from the network. */
export async function readPayBalance(request: PayRequest, payer: string): Promise<bigint> {
  if (!request.token)
    return BigInt(await jsonRpc<string>(request.network, 'eth_getBalance', [payer, 'latest']))
  const data = `${BALANCE_OF}${payer.replace(/^0x/, '').toLowerCase().padStart(64, '0')}`
  const result = await jsonRpc<string>(request.network, 'eth_call', [{ to: request.token, data }, 'latest'])
  return result === '0x' ? 0n : BigInt(result)
}
