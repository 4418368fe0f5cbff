import { parseUnits, ValidationError } from '@portico/core'

/**
 * The amount the visitor typed, in the token's base units: a positive decimal number with at most
 * the token's decimals ('0.5', '12', ',' read as '.'); anything else is SEND_INVALID_AMOUNT.
 */
export function parseSendAmount(text: string, decimals: number): bigint {
  const normalized = text.trim().replace(',', '.')
  const fraction = normalized.split('.')[1] ?? ''
  if (!/^\d*\.?\d*$/.test(normalized) || !/\d/.test(normalized) || fraction.length > decimals) {
    throw new ValidationError('SEND_INVALID_AMOUNT', { decimals })
  }
  const amount = parseUnits(normalized, decimals)
  if (amount <= 0n) throw new ValidationError('SEND_INVALID_AMOUNT', { decimals })
  return amount
}
