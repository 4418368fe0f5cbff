import type { Network } from '@portico/core'
import { createPublicClient, type Hash, http } from 'viem'
import { TransferRefusedError } from '../errors/TransferRefusedError.js'
import { rpcUrlOf } from '../plan/rpcUrlOf.js'

/** Waits until the transaction is mined; a reverted one is SEND_FAILED. */
export async function waitForEvmTransfer(network: Network, hash: string): Promise<void> {
  const client = createPublicClient({ transport: http(rpcUrlOf(network)) })
  const receipt = await client.waitForTransactionReceipt({ hash: hash as Hash, pollingInterval: 500 })
  if (receipt.status !== 'success') throw new TransferRefusedError('SEND_FAILED')
}
