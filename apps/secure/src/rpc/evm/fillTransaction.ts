import { type Address, numberToHex, type TransactionSerializable } from 'viem'
import { FrameRpcError } from '../FrameRpcError.js'
import type { EvmRpc } from './createEvmRpc.js'
import type { TransactionRequest } from './readTransactionRequest.js'

/** A transaction ready to sign, and the most its network fee can be (gas × the highest price per gas). */
export type FilledTransaction = { transaction: TransactionSerializable; maxFee: bigint }

const hex = (value: bigint) => numberToHex(value)

/**
 * Fills what the dapp left out, from the chain's node: the nonce (pending count), the gas (estimated) and the
 * fees (EIP-1559 when the chain has a base fee: 1.2 × base fee + the node's priority fee; else the gas price).
 * `nonceOffset` numbers the later transactions of one batch.
 */
export async function fillTransaction(
  rpc: EvmRpc,
  request: TransactionRequest,
  { from, chainId, nonceOffset = 0 }: { from: Address; chainId: number; nonceOffset?: number },
): Promise<FilledTransaction> {
  const call = {
    from,
    ...(request.to ? { to: request.to } : {}),
    value: hex(request.value),
    ...(request.data ? { data: request.data } : {}),
  }
  const [nonce, gas, block] = await Promise.all([
    request.nonce ?? rpc.call<string>('eth_getTransactionCount', [from, 'pending']).then(Number),
    request.gas ?? rpc.call<string>('eth_estimateGas', [call]).then(BigInt),
    rpc.call<{ baseFeePerGas?: string } | null>('eth_getBlockByNumber', ['latest', false]),
  ])
  const base = {
    chainId,
    nonce: nonce + nonceOffset,
    gas,
    value: request.value,
    ...(request.to ? { to: request.to } : {}),
    ...(request.data ? { data: request.data } : {}),
  }
  if (request.gasPrice !== undefined || !block?.baseFeePerGas) {
    const gasPrice = request.gasPrice ?? BigInt(await rpc.call<string>('eth_gasPrice'))
    return { transaction: { ...base, type: 'legacy', gasPrice }, maxFee: gas * gasPrice }
  }
  const baseFee = BigInt(block.baseFeePerGas)
  const maxPriorityFeePerGas =
    request.maxPriorityFeePerGas ??
    (await rpc.call<string>('eth_maxPriorityFeePerGas').then(BigInt, () => 1_000_000_000n))
  const maxFeePerGas = request.maxFeePerGas ?? (baseFee * 12n) / 10n + maxPriorityFeePerGas
  if (maxFeePerGas < maxPriorityFeePerGas)
    throw new FrameRpcError('maxFeePerGas is below maxPriorityFeePerGas', 'invalid_params')
  return {
    transaction: { ...base, type: 'eip1559', maxFeePerGas, maxPriorityFeePerGas },
    maxFee: gas * maxFeePerGas,
  }
}
