import { ValidationError } from '@portico/core'
import { TransferRefusedError } from '../errors/TransferRefusedError.js'
import { jsonRpc } from '../plan/jsonRpc.js'
import { rpcUrlOf } from '../plan/rpcUrlOf.js'
import type { SendPlan } from '../plan/SendPlan.js'
import type { SendPlanInput } from '../plan/SendPlanInput.js'
import { encodeTransferCall } from './encodeTransferCall.js'
import { readTransferResult } from './readTransferResult.js'
import { transferAbiOf } from './transferAbiOf.js'

const hex = (value: bigint) => `0x${value.toString(16)}`

/**
 * Checks an EVM send on the network before the wallet is asked: the balance covers the amount, a
 * token transfer succeeds in a simulation (`eth_call`, its result read with the token's transfer ABI:
 * Tether's returns nothing, ERC-20's a bool that must be true), and the native balance covers the fee
 * (estimated gas × gas price). Throws SEND_INSUFFICIENT_BALANCE, SEND_INSUFFICIENT_FEE or SEND_WOULD_FAIL.
 * Plain JSON-RPC over the network's RPC URL: no chain library in the chunk.
 */
export async function planEvmSend(
  input: SendPlanInput,
  usdtLikeTokens: readonly string[],
): Promise<SendPlan> {
  const { network, from, token, amount, to, nativeBalance } = input
  const url = rpcUrlOf(network)
  const native = network.nativeCurrency.symbol
  if (amount > token.balance) throw new ValidationError('SEND_INSUFFICIENT_BALANCE', { symbol: token.symbol })
  const gasPrice = BigInt(await jsonRpc<string>(url, 'eth_gasPrice', []))
  const base = { namespace: 'eip155' as const, network, from, token, amount, to }
  if (!token.address) {
    const gas = BigInt(await jsonRpc<string>(url, 'eth_estimateGas', [{ from, to, value: hex(amount) }]))
    const fee = gas * gasPrice
    if (amount + fee > nativeBalance) throw new ValidationError('SEND_INSUFFICIENT_FEE', { symbol: native })
    return { ...base, fee, request: { kind: 'transaction', to, value: amount } }
  }
  const call = { from, to: token.address, data: encodeTransferCall(to, amount) }
  let gas: bigint
  try {
    const result = await jsonRpc<string>(url, 'eth_call', [call, 'latest'])
    readTransferResult(transferAbiOf(token.address, network.id, usdtLikeTokens), result)
    gas = BigInt(await jsonRpc<string>(url, 'eth_estimateGas', [call]))
  } catch (cause) {
    throw new TransferRefusedError('SEND_WOULD_FAIL', cause)
  }
  const fee = gas * gasPrice
  if (fee > nativeBalance) throw new ValidationError('SEND_INSUFFICIENT_FEE', { symbol: native })
  return { ...base, fee, request: { kind: 'transaction', to: token.address, data: call.data } }
}
