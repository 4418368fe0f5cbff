import { base64urlnopad } from '@scure/base'
import { combine } from 'shamir-secret-sharing'

/**
 * Rebuilds the seed from two different shares. The caller holds the result only while it signs and then
 * overwrites it (`seed.fill(0)`).
 */
export async function combineShares(first: string, second: string): Promise<Uint8Array> {
  if (first === second) throw new Error('Two different shares are needed')
  const seed = await combine([base64urlnopad.decode(first), base64urlnopad.decode(second)])
  if (seed.length !== 32) throw new Error('The shares do not belong to one wallet')
  return seed
}
