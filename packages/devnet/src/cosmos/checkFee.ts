import type { AuthInfo } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { CosmosTxError, sdkErrorCodes } from './CosmosTxError.js'
import { devnetCosmosChain } from './devnetCosmosChain.js'

/** The ante handler's minimum-fee check: the fee in the chain's denom covers gas limit × minimum gas price. */
export function checkFee(authInfo: AuthInfo): void {
  const gasLimit = authInfo.fee?.gasLimit ?? 0n
  const paid = (authInfo.fee?.amount ?? []).find((coin) => coin.denom === devnetCosmosChain.denom)
  const required = BigInt(Math.ceil(Number(gasLimit) * devnetCosmosChain.minGasPrice))
  if (BigInt(paid?.amount ?? '0') < required) {
    const got = (authInfo.fee?.amount ?? []).map((coin) => `${coin.amount}${coin.denom}`).join(',')
    throw new CosmosTxError(
      sdkErrorCodes.insufficientFee,
      `insufficient fees; got: ${got} required: ${required}${devnetCosmosChain.denom}: insufficient fee`,
    )
  }
}
