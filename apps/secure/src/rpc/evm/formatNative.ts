import { formatUnits } from 'viem'
import type { NativeCurrencyUnit } from './NativeCurrencyUnit.js'

/** An amount of the network's smallest native unit in its currency, e.g. `0.01 ETH`, `2.5 POL`. */
export const formatNative = (units: bigint, { symbol, decimals }: NativeCurrencyUnit) =>
  `${formatUnits(units, decimals)} ${symbol}`
