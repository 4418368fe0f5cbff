import { verifyMessage } from 'viem'
import { z } from 'zod'
import { NAME_MESSAGE_MAX_AGE_MS } from '../constants/rateLimits.js'
import { ConflictError, InvalidRequestError, InvalidSignatureError } from '../errors/errors.js'
import type { Storage } from '../storage/Storage.js'
import { type NameRecord, type NameRow, nameColumns, nameFromRow } from './NameRecord.js'
import { toNameLabel } from './nameLabel.js'
import { registerNameMessageSchema, type registerNameSchema } from './registerNameSchema.js'

/** EVM coin types: 60 (SLIP-44 ether) and ENSIP-11 EVM chain coin types (≥ 0x80000000). */
const isEvmCoinType = (coinType: string) => coinType === '60' || Number(coinType) >= 0x80000000

/**
 * Registers `name` for `address` after checking the EVM signature of `message` (viem verifyMessage), the
 * message's age and the name rules. Re-registering one's own name updates its attributes; someone else's is a 409.
 */
export async function registerName(
  storage: Storage,
  input: z.output<typeof registerNameSchema>,
  suffix: string,
  now: () => number = Date.now,
): Promise<NameRecord> {
  if (!isEvmCoinType(input.coinType)) throw new InvalidRequestError('only EVM coin types can register names')
  let message: z.output<typeof registerNameMessageSchema>
  let label: string
  try {
    message = registerNameMessageSchema.parse(JSON.parse(input.message))
    label = toNameLabel(message.name, suffix)
  } catch (error) {
    throw new InvalidRequestError(
      error instanceof z.ZodError ? z.prettifyError(error) : 'message is not JSON',
    )
  }
  const valid = await verifyMessage({
    address: input.address as `0x${string}`,
    message: input.message,
    signature: input.signature as `0x${string}`,
  }).catch(() => false)
  if (!valid) throw new InvalidSignatureError()
  const signedAt = message.timestamp < 1e12 ? message.timestamp * 1_000 : message.timestamp
  if (Math.abs(now() - signedAt) > NAME_MESSAGE_MAX_AGE_MS) {
    throw new InvalidRequestError('the signed message is too old or from the future')
  }
  const address = input.address.toLowerCase()
  const [row] = await storage.query<NameRow>(
    `insert into names (name, address, coin_type, attributes) values ($1, $2, $3, $4::jsonb)
     on conflict (name) do update set attributes = excluded.attributes, coin_type = excluded.coin_type,
       updated_at = now()
     where names.address = excluded.address
     returning ${nameColumns}`,
    [`${label}${suffix}`, address, input.coinType, JSON.stringify(message.attributes)],
  )
  if (!row) throw new ConflictError(`The name ${label}${suffix} is already registered`)
  return nameFromRow(row)
}
