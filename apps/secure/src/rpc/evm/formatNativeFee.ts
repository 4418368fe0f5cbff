import { formatNative } from './formatNative.js'
import type { NativeCurrencyUnit } from './NativeCurrencyUnit.js'

/** Significant digits a fee is shown with: enough to compare two fees, few enough to read at a glance. */
const FEE_DIGITS = 4

/**
 * The most a fee can be, in the network's currency with at most four significant digits, rounded up so that the
 * "up to" it is shown with stays true: 6_097_223_960_849_680 wei is `0.006098 ETH`, not `0.00609722396084968 ETH`.
 */
export function formatNativeFee(units: bigint, unit: NativeCurrencyUnit): string {
  const digits = units.toString().length
  if (units <= 0n || digits <= FEE_DIGITS) return formatNative(units, unit)
  const step = 10n ** BigInt(digits - FEE_DIGITS)
  return formatNative(((units + step - 1n) / step) * step, unit)
}
