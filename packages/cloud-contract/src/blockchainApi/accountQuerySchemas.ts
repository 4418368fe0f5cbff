import { z } from 'zod'
import { evmChainIdSchema } from '../ids/evmAddressSchema.js'
import { sdkQuery } from '../query/sdkQuery.js'
import { TRANSACTIONS_MAX_PAGE_SIZE, TRANSACTIONS_PAGE_SIZE } from './historyPageSizes.js'

/** The queries of the blockchain API's routes, by route (`chainId` is a CAIP-2 EVM id). */
export const accountQuerySchemas = {
  /** Without `chainId`: every EVM network the cloud serves. */
  balance: z.looseObject({ ...sdkQuery, chainId: evmChainIdSchema.optional() }),
  nfts: z.looseObject({ ...sdkQuery, chainId: evmChainIdSchema }),
  history: z.looseObject({
    ...sdkQuery,
    chainId: evmChainIdSchema.optional(),
    cursor: z.string().max(512).optional(),
    limit: z.coerce.number().int().min(1).max(TRANSACTIONS_MAX_PAGE_SIZE).default(TRANSACTIONS_PAGE_SIZE),
    /** Also answer the account's on-ramp purchases in this project (`onramp`): of one provider, or `any`. */
    onramp: z.enum(['meld', 'coinbase', 'any']).optional(),
  }),
}
