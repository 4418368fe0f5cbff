import { formatBalance } from '@portico/core'
import type { ActivityTransfer } from './ActivityTransaction.js'

const DECIMAL = /^(\d+)(\.(\d+))?$/

/**
 * A transfer as the Activity row shows it: the NFT's name, or the quantity with 3 decimals (docs/behaviour.md#limits)
 * written the locale's way, its symbol, and + for incoming, − for outgoing.
 */
export function transferText(transfer: ActivityTransfer, locale: string): string {
  if (transfer.nft_info) return transfer.nft_info.name
  const quantity = formatBalance(transfer.quantity.numeric)
  const decimal = DECIMAL.exec(quantity)
  const digits = decimal?.[3]?.length ?? 0
  const format = new Intl.NumberFormat(locale, {
    useGrouping: false,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format as unknown as (value: string) => string
  const sign = transfer.direction === 'in' ? '+' : transfer.direction === 'out' ? '−' : ''
  const symbol = transfer.fungible_info?.symbol
  return `${sign}${decimal ? format(quantity) : quantity}${symbol ? ` ${symbol}` : ''}`
}
