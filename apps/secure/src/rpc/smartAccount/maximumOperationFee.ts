import type { UserOperation } from 'viem/account-abstraction'

/**
 * The most a user operation's fee can be, in the native currency's smallest unit: all its gas (the call's, the
 * verification's, the pre-verification's and a paymaster's) at its highest fee per gas. It is what EntryPoint v0.7
 * asks the payer to hold before it runs the operation (its required prefund); the operation then pays what it used.
 */
export function maximumOperationFee(operation: UserOperation<'0.7'>): bigint {
  const gas =
    operation.callGasLimit +
    operation.verificationGasLimit +
    operation.preVerificationGas +
    (operation.paymasterVerificationGasLimit ?? 0n) +
    (operation.paymasterPostOpGasLimit ?? 0n)
  return gas * operation.maxFeePerGas
}
