import { parseUnits } from '@portico/core'
import { SwapError } from '../errors/SwapError.js'

/**
 * The amount the visitor typed, in the token's base units: a positive decimal number with at most the token's
 * decimals ('0.5', '12', ',' read as '.'); anything else is `invalid_amount`.
 */
export function parseSwapAmount(text: string, decimals: number): bigint {
  const normalized = text.trim().replace(',', '.')
  const fraction = normalized.split('.')[1] ?? ''
  if (!/^\d*\.?\d*$/.test(normalized) || !/\d/.test(normalized) || fraction.length > decimals) {
    throw new SwapError('invalid_amount')
  }
  const amount = parseUnits(normalized, decimals)
  if (amount <= 0n) throw new SwapError('invalid_amount')
  return amount
}
