import { ValidationError } from '@portico/core'
import { TransferRefusedError } from '../errors/TransferRefusedError.js'
import { jsonRpc } from '../plan/jsonRpc.js'
import { rpcUrlOf } from '../plan/rpcUrlOf.js'
import type { SendPlan } from '../plan/SendPlan.js'
import type { SendPlanInput } from '../plan/SendPlanInput.js'
import { LAMPORTS_PER_SIGNATURE } from './LAMPORTS_PER_SIGNATURE.js'

/** The size of an SPL token account, whose rent the sender pays when the receiver has none. */
const TOKEN_ACCOUNT_SIZE = 165

/**
 * Checks a Solana send before the wallet is asked: the balance covers the amount; the fee is the
 * signature fee plus, for a token the receiver holds no account of, that account's rent; SOL to an
 * account that does not exist yet must reach the rent-exempt minimum (else the network refuses it).
 * Throws SEND_INSUFFICIENT_BALANCE, SEND_INSUFFICIENT_FEE or SEND_WOULD_FAIL.
 */
export async function planSolanaSend(input: SendPlanInput): Promise<SendPlan> {
  const { network, from, token, amount, to, nativeBalance } = input
  const url = rpcUrlOf(network)
  const native = network.nativeCurrency.symbol
  if (amount > token.balance) throw new ValidationError('SEND_INSUFFICIENT_BALANCE', { symbol: token.symbol })
  const base = { namespace: 'solana' as const, network, from, token, amount, to }
  if (!token.address) {
    const fee = LAMPORTS_PER_SIGNATURE
    if (amount + fee > nativeBalance) throw new ValidationError('SEND_INSUFFICIENT_FEE', { symbol: native })
    const { value: receiver } = await jsonRpc<{ value: unknown }>(url, 'getAccountInfo', [
      to,
      { encoding: 'base64', commitment: 'confirmed' },
    ])
    if (!receiver) {
      const minimum = BigInt(await jsonRpc<number>(url, 'getMinimumBalanceForRentExemption', [0]))
      if (amount < minimum) throw new TransferRefusedError('SEND_WOULD_FAIL')
    }
    return { ...base, fee, request: { kind: 'transaction', to, value: amount } }
  }
  const { value: accounts } = await jsonRpc<{ value: unknown[] }>(url, 'getTokenAccountsByOwner', [
    to,
    { mint: token.address },
    { encoding: 'base64', commitment: 'confirmed' },
  ])
  const rent =
    accounts.length === 0
      ? BigInt(await jsonRpc<number>(url, 'getMinimumBalanceForRentExemption', [TOKEN_ACCOUNT_SIZE]))
      : 0n
  const fee = LAMPORTS_PER_SIGNATURE + rent
  if (fee > nativeBalance) throw new ValidationError('SEND_INSUFFICIENT_FEE', { symbol: native })
  return {
    ...base,
    fee,
    request: { kind: 'token', token: token.address, to, amount, decimals: token.decimals },
  }
}
