import { sdkQuery } from '@portico/cloud-contract'
import { z } from 'zod'
import { evmAddressSchema, evmChainIdSchema } from '../blockchain/addressSchema.js'

const MAX_UINT256 = 2n ** 256n - 1n

/** A token as AppKit's convert API names it: CAIP-10, `eip155:<chain>:<address>` (0xeeee…eeee for the native currency). */
export const swapTokenSchema = z
  .string()
  .max(120)
  .regex(/^eip155:[0-9]{1,20}:0x[0-9a-fA-F]{40}$/, 'a token is CAIP-10, like eip155:1:0x…')
  .transform((value) => {
    const [namespace, reference, address] = value.split(':')
    return { chainId: `${namespace}:${reference}`, address: address?.toLowerCase() as `0x${string}` }
  })

/** An amount in the token's base units: a whole number above 0 that fits in a uint256. */
export const swapAmountSchema = z
  .string()
  .regex(/^[0-9]{1,78}$/, 'amount is a whole number of base units')
  .transform((value) => BigInt(value))
  .refine((value) => value > 0n && value <= MAX_UINT256, 'amount is above 0 and fits in a uint256')

/** Slippage tolerance in percent: 1 by default, from 0.01 to 50. */
export const slippageSchema = z.coerce
  .number()
  .min(0.01, 'slippage is at least 0.01 (%)')
  .max(50, 'slippage is at most 50 (%)')
  .default(1)

export const swapTokensQuery = z.looseObject({
  ...sdkQuery,
  chainId: evmChainIdSchema,
  address: evmAddressSchema.optional(),
})
export const swapQuoteQuery = z.looseObject({
  ...sdkQuery,
  from: swapTokenSchema,
  to: swapTokenSchema,
  amount: swapAmountSchema,
  userAddress: evmAddressSchema.optional(),
})
export const swapAllowanceQuery = z.looseObject({
  ...sdkQuery,
  tokenAddress: swapTokenSchema,
  userAddress: evmAddressSchema,
})
export const swapGasPriceQuery = z.looseObject({ ...sdkQuery, chainId: evmChainIdSchema })
export const buildApproveQuery = z.looseObject({
  ...sdkQuery,
  userAddress: evmAddressSchema,
  from: swapTokenSchema,
  to: swapTokenSchema,
  amount: swapAmountSchema,
})
export const buildTransactionBody = z.strictObject({
  projectId: z.string().max(128).optional(),
  userAddress: evmAddressSchema,
  from: swapTokenSchema,
  to: swapTokenSchema,
  amount: swapAmountSchema,
  eip155: z.strictObject({ slippage: slippageSchema }).optional(),
})
