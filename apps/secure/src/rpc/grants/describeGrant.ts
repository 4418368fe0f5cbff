import { formatUnits } from 'viem'
import type { ApprovalRow } from '../../frame/ApprovalReview.js'
import type { FrameTranslate } from '../../i18n/FrameTranslate.js'
import type { RequestedPermission } from './readPermissionRequest.js'

const DAY = 86_400
const HOUR = 3_600

/** A period in words: every day, every 7 days, every 2 hours, every 90 seconds. */
function describePeriod(seconds: number, t: FrameTranslate): string {
  if (seconds === DAY) return t('frame.value.everyDay')
  if (seconds % DAY === 0) return t('frame.value.everyDays', { count: String(seconds / DAY) })
  if (seconds % HOUR === 0) return t('frame.value.everyHours', { count: String(seconds / HOUR) })
  return t('frame.value.everySeconds', { count: String(seconds) })
}

/**
 * The rows of a grant's review: the token, the amount with its symbol and decimals per period (or in total), and the
 * expiry (UTC).
 */
export function describeGrant(
  permission: RequestedPermission,
  expiry: number,
  unit: { symbol: string; decimals: number; address?: string },
  t: FrameTranslate,
): ApprovalRow[] {
  const amount = `${formatUnits(permission.amount, unit.decimals)} ${unit.symbol}`
  const rows: ApprovalRow[] = [
    {
      key: 'token',
      label: t('frame.row.token'),
      value: unit.address
        ? t('frame.value.namedContract', { name: unit.symbol, address: unit.address })
        : unit.symbol,
    },
    {
      key: 'allowance',
      label: t('frame.row.allowance'),
      value: permission.period
        ? t('frame.value.perPeriod', { amount, period: describePeriod(permission.period.duration, t) })
        : t('frame.value.inTotal', { amount }),
    },
    {
      key: 'expiry',
      label: t('frame.row.expiry'),
      value: `${new Date(expiry * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    },
  ]
  return rows
}
