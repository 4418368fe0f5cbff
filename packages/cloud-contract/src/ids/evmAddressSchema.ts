import { z } from 'zod'

/** An EVM address (40 hex characters with 0x), lower-cased. */
export const evmAddressSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'an EVM address has 40 hex characters after 0x')
  .transform((address) => address.toLowerCase() as `0x${string}`)

/** A CAIP-2 EVM chain id. */
export const evmChainIdSchema = z
  .string()
  .regex(/^eip155:[0-9]{1,20}$/, 'chainId is a CAIP-2 EVM id like eip155:1')
