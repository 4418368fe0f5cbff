import { z } from 'zod'
import { caip2ChainIdSchema } from '../chains/caip2ChainIdSchema.js'
import { InvalidRequestError } from '../errors/errors.js'

/** Position after the last transaction of a page: keyset paging over (minedAt, block, index, chain). */
export type HistoryCursor = { minedAt: string; block: string; index: number; chain: string }

/** Largest PostgreSQL bigint (block numbers) and integer (transaction indexes). */
const MAX_BIGINT = 2n ** 63n - 1n
const MAX_INTEGER = 2 ** 31 - 1

// Exactly what the service writes (isoTimestampSql): a date PostgreSQL takes, between years 1000 and 9999.
const minedAtSchema = z
  .string()
  .regex(/^[1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
  .refine((value) => new Date(value).toISOString() === value, 'not a calendar date')

const cursorSchema = z.tuple([
  minedAtSchema,
  z
    .string()
    .regex(/^\d{1,19}$/)
    .refine((block) => BigInt(block) <= MAX_BIGINT),
  z.number().int().min(0).max(MAX_INTEGER),
  caip2ChainIdSchema,
])

export function encodeHistoryCursor({ minedAt, block, index, chain }: HistoryCursor): string {
  return Buffer.from(JSON.stringify([minedAt, block, index, chain])).toString('base64url')
}

/** Decodes a cursor from a previous page; a forged or broken one is a 400. */
export function decodeHistoryCursor(cursor: string): HistoryCursor {
  try {
    const [minedAt, block, index, chain] = cursorSchema.parse(
      JSON.parse(Buffer.from(cursor, 'base64url').toString()),
    )
    return { minedAt, block, index, chain }
  } catch {
    throw new InvalidRequestError('invalid cursor')
  }
}
