import { z } from 'zod'
import { InvalidRequestError } from '../errors/errors.js'

/** Position after the last transaction of a page: keyset paging over (minedAt, block, index, chain). */
export type HistoryCursor = { minedAt: string; block: string; index: number; chain: string }

const cursorSchema = z.tuple([
  z.string().max(40),
  z.string().regex(/^\d{1,20}$/),
  z.number().int(),
  z.string().max(80),
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
    if (Number.isNaN(Date.parse(minedAt))) throw new Error('bad date')
    return { minedAt, block, index, chain }
  } catch {
    throw new InvalidRequestError('invalid cursor')
  }
}
