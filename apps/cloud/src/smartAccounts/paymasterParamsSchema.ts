import { entryPoint07Address } from 'viem/account-abstraction'
import { z } from 'zod'

const quantity = z.string().regex(/^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,63})$/, 'a hex quantity')
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'an address')
const bytes = z
  .string()
  .max(65_536)
  .regex(/^0x([0-9a-fA-F]{2})*$/, 'hex bytes')

/** A v0.7 user operation as ERC-7677 clients (viem's createPaymasterClient) send it; gas fields may be missing for the stub. */
export const paymasterUserOperationSchema = z.looseObject({
  sender: address,
  nonce: quantity,
  factory: address.nullish(),
  factoryData: bytes.nullish(),
  callData: bytes,
  callGasLimit: quantity.optional(),
  verificationGasLimit: quantity.optional(),
  preVerificationGas: quantity.optional(),
  maxFeePerGas: quantity.optional(),
  maxPriorityFeePerGas: quantity.optional(),
})

export type PaymasterUserOperation = z.infer<typeof paymasterUserOperationSchema>

const entryPoint = z
  .string()
  .refine((value) => value.toLowerCase() === entryPoint07Address.toLowerCase(), 'the EntryPoint v0.7')

/** ERC-7677's params: `[userOperation, entryPoint, chainId, context?]`; only EntryPoint v0.7 is served. */
export const paymasterParamsSchema = z.tuple(
  [paymasterUserOperationSchema, entryPoint, quantity],
  z.unknown(),
)
