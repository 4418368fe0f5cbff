/** The gas fields of a v0.7 user operation that bound what it can cost its paymaster. */
export type UserOperationGas = {
  preVerificationGas: bigint
  verificationGasLimit: bigint
  callGasLimit: bigint
  paymasterVerificationGasLimit: bigint
  paymasterPostOpGasLimit: bigint
  maxFeePerGas: bigint
}

/** The most a user operation can charge its paymaster, in wei: every gas limit at the highest fee it allows. */
export function maxUserOperationCost(gas: UserOperationGas): bigint {
  return (
    (gas.preVerificationGas +
      gas.verificationGasLimit +
      gas.callGasLimit +
      gas.paymasterVerificationGasLimit +
      gas.paymasterPostOpGasLimit) *
    gas.maxFeePerGas
  )
}
