import { PayError } from '../errors/PayError.js'
import { jsonRpc } from './jsonRpc.js'
import type { PayRequest } from './PayRequest.js'

/** How often the receipt is asked for while the transfer waits to be mined. */
const RECEIPT_POLL_MS = 500

/** Waits until the transfer is mined (the node answers null before); a reverted one is `payment_failed`. */
export async function waitForPayReceipt(
  request: PayRequest,
  hash: string,
  signal: AbortSignal,
): Promise<void> {
  while (!signal.aborted) {
    const receipt = await jsonRpc<{ status: string } | null>(request.network, 'eth_getTransactionReceipt', [
      hash,
    ])
    if (receipt) {
      if (receipt.status !== '0x1') throw new PayError('payment_failed')
      return
    }
    await new Promise((resolve) => setTimeout(resolve, RECEIPT_POLL_MS))
  }
  throw new PayError('cancelled')
}
