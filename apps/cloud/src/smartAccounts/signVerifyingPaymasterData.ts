import {
  type Address,
  concat,
  encodeAbiParameters,
  type Hex,
  keccak256,
  pad,
  parseAbiParameters,
  toHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/** The fields of a v0.7 user operation the VerifyingPaymaster's `getHash` covers. */
export type SponsoredUserOperation = {
  sender: Address
  nonce: bigint
  factory?: Address | null | undefined
  factoryData?: Hex | null | undefined
  callData: Hex
  callGasLimit: bigint
  verificationGasLimit: bigint
  preVerificationGas: bigint
  maxFeePerGas: bigint
  maxPriorityFeePerGas: bigint
  paymasterVerificationGasLimit: bigint
  paymasterPostOpGasLimit: bigint
}

export type SignVerifyingPaymasterDataParameters = {
  userOperation: SponsoredUserOperation
  chainId: number
  paymaster: Address
  signerKey: Hex
  /** Unix seconds; 0 = no end. */
  validUntil: number
  validAfter: number
}

const packed = (high: bigint, low: bigint) =>
  concat([pad(toHex(high), { size: 16 }), pad(toHex(low), { size: 16 })])

/**
 * The `paymasterData` of @account-abstraction/contracts 0.7.0's VerifyingPaymaster: `abi.encode(validUntil,
 * validAfter)` followed by the signer's EIP-191 signature of the paymaster's `getHash(userOp, validUntil,
 * validAfter)`, computed here as the contract does.
 */
export async function signVerifyingPaymasterData({
  userOperation: op,
  chainId,
  paymaster,
  signerKey,
  validUntil,
  validAfter,
}: SignVerifyingPaymasterDataParameters): Promise<Hex> {
  const initCode = op.factory ? concat([op.factory, op.factoryData ?? '0x']) : '0x'
  const hash = keccak256(
    encodeAbiParameters(
      parseAbiParameters(
        'address, uint256, bytes32, bytes32, bytes32, uint256, uint256, bytes32, uint256, address, uint48, uint48',
      ),
      [
        op.sender,
        op.nonce,
        keccak256(initCode),
        keccak256(op.callData),
        packed(op.verificationGasLimit, op.callGasLimit),
        BigInt(packed(op.paymasterVerificationGasLimit, op.paymasterPostOpGasLimit)),
        op.preVerificationGas,
        packed(op.maxPriorityFeePerGas, op.maxFeePerGas),
        BigInt(chainId),
        paymaster,
        validUntil,
        validAfter,
      ],
    ),
  )
  const signature = await privateKeyToAccount(signerKey).signMessage({ message: { raw: hash } })
  return concat([
    encodeAbiParameters(parseAbiParameters('uint48, uint48'), [validUntil, validAfter]),
    signature,
  ])
}
