import { type Hex, numberToHex } from 'viem'
import { FrameRpcError } from '../FrameRpcError.js'
import { decodeCallsBundleId } from './callsBundleId.js'
import type { EvmRpc } from './createEvmRpc.js'

type Receipt = {
  status: Hex
  blockHash: Hex
  blockNumber: Hex
  gasUsed: Hex
  transactionHash: Hex
  logs: { address: Hex; data: Hex; topics: Hex[] }[]
}

/**
 * `wallet_getCallsStatus` (EIP-5792) of a batch the frame sent: 100 while a transaction is not mined and the node still
 * has it, 200 when all succeeded, 500 when all reverted, 600 when some did; with the receipts once all are mined. A
 * transaction the node neither mined nor holds any longer was dropped (replaced, or evicted from its pool): the frame
 * never sends it again, so the status is final: 400 when none of the batch was mined, else 500 or 600 as the mined
 * ones say (with their receipts). The calls were separate transactions of an EOA, so never atomic.
 */
export async function readCallsStatus(rpc: EvmRpc, id: unknown, chainId: number) {
  const bundle = decodeCallsBundleId(id)
  if (bundle.chainId !== chainId)
    throw new FrameRpcError(`The batch was sent on chain ${bundle.chainId}, not ${chainId}`, 'wrong_chain')
  const receipts = await Promise.all(
    bundle.hashes.map((hash) => rpc.call<Receipt | null>('eth_getTransactionReceipt', [hash])),
  )
  const mined = receipts.filter((receipt): receipt is Receipt => receipt !== null)
  const reverted = mined.filter((receipt) => Number(receipt.status) !== 1).length
  const pending = mined.length < receipts.length
  const dropped = pending && (await anyDropped(rpc, bundle.hashes, receipts))
  const status = batchStatus({ pending: pending && !dropped, mined: mined.length, reverted, dropped })
  return {
    version: '2.0.0',
    id,
    chainId: numberToHex(chainId),
    status,
    atomic: false,
    ...(status === 100
      ? {}
      : {
          receipts: mined.map((receipt) => ({
            logs: receipt.logs.map(({ address, data, topics }) => ({ address, data, topics })),
            status: receipt.status,
            blockHash: receipt.blockHash,
            blockNumber: receipt.blockNumber,
            gasUsed: receipt.gasUsed,
            transactionHash: receipt.transactionHash,
          })),
        }),
  }
}

/** Whether the node no longer knows one of the batch's unmined transactions (`eth_getTransactionByHash` is null). */
async function anyDropped(rpc: EvmRpc, hashes: readonly Hex[], receipts: readonly (Receipt | null)[]) {
  const unmined = hashes.filter((_, index) => receipts[index] === null)
  const known = await Promise.all(
    unmined.map((hash) => rpc.call<unknown>('eth_getTransactionByHash', [hash])),
  )
  return known.some((transaction) => transaction === null)
}

/** EIP-5792's status of a batch from what became of its transactions. */
function batchStatus({
  pending,
  mined,
  reverted,
  dropped,
}: {
  pending: boolean
  mined: number
  reverted: number
  dropped: boolean
}): 100 | 200 | 400 | 500 | 600 {
  if (pending) return 100
  if (mined === 0) return 400
  if (reverted === mined) return 500
  return reverted === 0 && !dropped ? 200 : 600
}
