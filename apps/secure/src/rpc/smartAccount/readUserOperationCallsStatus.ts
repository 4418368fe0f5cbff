import { type Hex, numberToHex } from 'viem'
import { createEvmRpc } from '../evm/createEvmRpc.js'
import { FrameRpcError } from '../FrameRpcError.js'
import type { SmartAccountRequestContext } from './SmartAccountRequestContext.js'

/** The bundler's `eth_getUserOperationReceipt` (ERC-4337), the fields the status reads. */
type UserOperationReceipt = {
  success: boolean
  actualGasUsed: Hex
  logs: { address: Hex; data: Hex; topics: Hex[] }[]
  receipt: { transactionHash: Hex; blockHash: Hex; blockNumber: Hex }
}

/**
 * How long a user operation this device sent may go without a receipt before its batch counts as dropped (ms): a
 * bundler keeps an operation it cannot include for minutes at most, and the frame never sends it again.
 */
export const USER_OPERATION_DROPPED_AFTER_MS = 10 * 60_000

/**
 * `wallet_getCallsStatus` (EIP-5792) of a batch the smart account sent (its user operation `hash` on `chainId`): 100
 * while the bundler has no receipt (400, final, once this device sent it more than USER_OPERATION_DROPPED_AFTER_MS
 * ago: the bundler dropped it, nothing ran; where the device has no record of it, a reload on another one, 100 until a
 * receipt), then 200 when the operation's calls ran or 500 when they reverted (atomic: none
 * of them took effect, only the fee was paid), with the operation's receipt (its own logs and gas, the including
 * transaction's hash and block). A receipt marks the account deployed.
 */
export async function readUserOperationCallsStatus(
  context: SmartAccountRequestContext,
  id: string,
  { chainId, hash }: { chainId: number; hash: Hex },
) {
  if (chainId !== context.chainId)
    throw new FrameRpcError(`The batch was sent on chain ${chainId}, not ${context.chainId}`, 'wrong_chain')
  const receipt = await createEvmRpc(context.smartAccount.bundlerUrl)
    .call<UserOperationReceipt | null>('eth_getUserOperationReceipt', [hash])
    .catch(() => {
      throw new FrameRpcError(`The bundler of eip155:${chainId} did not answer`, 'bundler_unavailable')
    })
  const common = { version: '2.0.0', id, chainId: numberToHex(chainId), atomic: true }
  if (!receipt) {
    const sentAt = context.operations.sentAt(hash)
    const dropped = sentAt !== undefined && Date.now() - sentAt > USER_OPERATION_DROPPED_AFTER_MS
    return dropped ? { ...common, status: 400, receipts: [] } : { ...common, status: 100 }
  }
  context.deployed()
  return {
    ...common,
    status: receipt.success ? 200 : 500,
    receipts: [
      {
        logs: receipt.logs.map(({ address, data, topics }) => ({ address, data, topics })),
        status: receipt.success ? '0x1' : '0x0',
        blockHash: receipt.receipt.blockHash,
        blockNumber: receipt.receipt.blockNumber,
        gasUsed: receipt.actualGasUsed,
        transactionHash: receipt.receipt.transactionHash,
      },
    ],
  }
}
