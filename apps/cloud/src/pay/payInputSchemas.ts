import { sdkQuery } from '@portico/cloud-contract'
import { z } from 'zod'
import { onrampAddressSchema, onrampNetworkSchema } from '../onramp/onrampInputSchemas.js'
import { PAY_EXCHANGES } from './PayExchangeConfig.js'

/** `native`, or the token's contract (0x + 40 hex) or mint (base58). */
export const payAssetSchema = z
  .string()
  .regex(/^(native|0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/, 'asset is native or a token address')
/** A whole number of the asset's smallest unit, above 0. */
export const payAmountSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,77}$/, "amount is a whole number of the asset's smallest unit, above 0")

/** Without `asset`: every asset the exchanges pay on the network (Fund wallet's choice). */
export const payExchangesQuery = z.looseObject({
  ...sdkQuery,
  network: onrampNetworkSchema,
  asset: payAssetSchema.optional(),
})
export const payUrlBody = z
  .strictObject({
    exchange: z.enum(PAY_EXCHANGES),
    network: onrampNetworkSchema,
    asset: payAssetSchema,
    amount: payAmountSchema,
    recipient: onrampAddressSchema,
    redirectUrl: z
      .url({ protocol: /^https?$/ })
      .max(2048)
      .optional(),
  })
  .refine(
    ({ network, recipient }) => network.startsWith('eip155:') === recipient.startsWith('0x'),
    'recipient is not an address of the network',
  )
export const payPaymentParams = z
  .string()
  .regex(/^pay_[0-9a-f]{32}$/, 'a payment id is pay_ and 32 hex characters')
