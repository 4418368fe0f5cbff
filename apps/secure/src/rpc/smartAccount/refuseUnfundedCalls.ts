import { formatNative } from '../evm/formatNative.js'
import { FrameRpcError } from '../FrameRpcError.js'
import type { SmartAccountCall } from './prepareSmartAccountOperation.js'
import type { SmartAccountRequestContext } from './SmartAccountRequestContext.js'

/**
 * Refuses, before the bundler prepares anything and before any screen, calls that send more of the native currency
 * than the smart account holds (`insufficient_funds`, in the visitor's language, which the widget shows in a toast):
 * 'This account holds 0 ETH, less than the 0.1 ETH to send: add ETH to it, then try again'. Else the bundler's
 * simulation refuses the operation with a raw revert ('UserOperation reverted during simulation with reason: 0x'),
 * sponsored or not: a paymaster pays the gas, never the value.
 */
export async function refuseUnfundedCalls(
  { rpc, smartAccount, nativeCurrency, t }: SmartAccountRequestContext,
  calls: readonly SmartAccountCall[],
): Promise<void> {
  const amount = calls.reduce((sum, { value }) => sum + (value ?? 0n), 0n)
  if (amount === 0n || !rpc) return
  const balance = BigInt(await rpc.call<string>('eth_getBalance', [smartAccount.address, 'latest']))
  if (balance >= amount) return
  throw new FrameRpcError(
    t('frame.refused.funds', {
      balance: formatNative(balance, nativeCurrency),
      amount: formatNative(amount, nativeCurrency),
      symbol: nativeCurrency.symbol,
    }),
    'insufficient_funds',
  )
}
