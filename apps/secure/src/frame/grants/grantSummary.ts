import { formatUnits, keccak256 } from 'viem'
import type { NativeCurrencyUnit } from '../../rpc/evm/NativeCurrencyUnit.js'
import type { GrantRecord } from '../../rpc/grants/GrantRecord.js'

/** One kept grant as GET_GRANTS answers it: what the Permissions view lists, and the id REVOKE_GRANT names it by. */
export type GrantSummary = {
  /** keccak256 of the grant's `permissionsContext` (the context itself stays in the frame). */
  id: string
  /** CAIP-2. */
  chainId: string
  /** The app that asked for it. */
  origin: string
  /** Who may redeem it. */
  delegate: string
  /** The amount in the token's decimals ('0.01'), per `period` seconds or, without one, in total. */
  amount: string
  symbol: string
  period?: number
  /** Unix seconds. */
  expiry: number
  state: 'active' | 'expired' | 'revoked'
}

type Data = { periodAmount?: unknown; allowance?: unknown; periodDuration?: unknown; tokenAddress?: unknown }

/**
 * A kept grant in the terms the visitor reads: its amount (per period or in total) in the unit the review showed
 * (a native grant kept without one: `native`, the network's currency as the widget named it), and whether it is
 * active, past its expiry (`nowSeconds`) or revoked.
 */
export function grantSummary(
  record: GrantRecord,
  native: NativeCurrencyUnit,
  nowSeconds: number,
): GrantSummary {
  const permission = (record.permission ?? {}) as { type?: unknown; data?: Data }
  const data: Data = permission.data ?? {}
  const raw = typeof data.periodAmount === 'string' ? data.periodAmount : data.allowance
  const isNative = typeof permission.type === 'string' && permission.type.startsWith('native-')
  const unit =
    record.unit ??
    (isNative
      ? native
      : { symbol: typeof data.tokenAddress === 'string' ? data.tokenAddress : '?', decimals: 0 })
  let amount = '?'
  try {
    if (typeof raw === 'string') amount = formatUnits(BigInt(raw), unit.decimals)
  } catch {
    // A record written by another version: its amount stays unknown rather than the list failing.
  }
  return {
    id: keccak256(record.context),
    chainId: `eip155:${record.chainId}`,
    origin: record.origin,
    delegate: record.delegate,
    amount,
    symbol: unit.symbol,
    ...(typeof data.periodDuration === 'number' ? { period: data.periodDuration } : {}),
    expiry: record.expiry,
    state: record.revokedAt !== undefined ? 'revoked' : record.expiry <= nowSeconds ? 'expired' : 'active',
  }
}
