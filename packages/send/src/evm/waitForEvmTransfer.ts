import type { Network } from '@portico/core'
import { TransferRefusedError } from '../errors/TransferRefusedError.js'
import { jsonRpc } from '../plan/jsonRpc.js'
import { rpcUrlOf } from '../plan/rpcUrlOf.js'

/** How often the receipt is asked for while the transaction waits to be mined. */
const RECEIPT_POLL_MS = 500

/** Waits until the transaction is mined (its receipt exists); a reverted one is SEND_FAILED. */
export async function waitForEvmTransfer(network: Network, hash: string): Promise<void> {
  const url = rpcUrlOf(network)
  for (;;) {
    const receipt = await jsonRpc<{ status: string } | null>(url, 'eth_getTransactionReceipt', [hash])
    if (receipt) {
      if (receipt.status !== '0x1') throw new TransferRefusedError('SEND_FAILED')
      return
    }
    await new Promise((resolve) => setTimeout(resolve, RECEIPT_POLL_MS))
  }
}
