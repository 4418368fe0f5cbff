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
 * `wallet_getCallsStatus` (EIP-5792) of a batch the frame sent: 100 while a transaction is not mined, 200 when
 * all succeeded, 500 when all reverted, 600 when some did; with the receipts once all are mined. The calls were
 * separate transactions of an EOA, so never atomic.
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
  const status =
    mined.length < receipts.length ? 100 : reverted === 0 ? 200 : reverted === mined.length ? 500 : 600
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
