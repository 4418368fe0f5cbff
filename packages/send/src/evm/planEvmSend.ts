import { ValidationError } from '@portico/core'
import { type Address, createPublicClient, encodeFunctionData, http } from 'viem'
import { TransferRefusedError } from '../errors/TransferRefusedError.js'
import { rpcUrlOf } from '../plan/rpcUrlOf.js'
import type { SendPlan } from '../plan/SendPlan.js'
import type { SendPlanInput } from '../plan/SendPlanInput.js'
import { transferAbiOf } from './transferAbiOf.js'

/**
 * Checks an EVM send on the network before the wallet is asked: the balance covers the amount, a
 * token transfer succeeds in a simulation (read with the token's transfer ABI: Tether's returns
 * nothing, ERC-20's a bool that must be true), and the native balance covers the fee (estimated gas
 * × gas price). Throws SEND_INSUFFICIENT_BALANCE, SEND_INSUFFICIENT_FEE or SEND_WOULD_FAIL.
 */
export async function planEvmSend(
  input: SendPlanInput,
  usdtLikeTokens: readonly string[],
): Promise<SendPlan> {
  const { network, from, token, amount, to, nativeBalance } = input
  const client = createPublicClient({ transport: http(rpcUrlOf(network)) })
  const account = from as Address
  const native = network.nativeCurrency.symbol
  if (amount > token.balance) throw new ValidationError('SEND_INSUFFICIENT_BALANCE', { symbol: token.symbol })
  const gasPrice = await client.getGasPrice()
  const base = { namespace: 'eip155' as const, network, from, token, amount, to }
  if (!token.address) {
    const gas = await client.estimateGas({ account, to: to as Address, value: amount })
    const fee = gas * gasPrice
    if (amount + fee > nativeBalance) throw new ValidationError('SEND_INSUFFICIENT_FEE', { symbol: native })
    return { ...base, fee, request: { kind: 'transaction', to, value: amount } }
  }
  const contract = {
    address: token.address as Address,
    abi: transferAbiOf(token.address, network.id, usdtLikeTokens),
    functionName: 'transfer',
    args: [to as Address, amount],
    account,
  } as const
  let gas: bigint
  try {
    const { result } = await client.simulateContract(contract)
    if (result === false) throw new Error('transfer returned false')
    gas = await client.estimateContractGas(contract)
  } catch (cause) {
    throw new TransferRefusedError('SEND_WOULD_FAIL', cause)
  }
  const fee = gas * gasPrice
  if (fee > nativeBalance) throw new ValidationError('SEND_INSUFFICIENT_FEE', { symbol: native })
  return {
    ...base,
    fee,
    request: { kind: 'transaction', to: token.address, data: encodeFunctionData(contract) },
  }
}
