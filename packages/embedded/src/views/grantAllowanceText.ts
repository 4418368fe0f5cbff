import type { Translate } from '@portico/core'
import type { GrantSummary } from '../wallet/EmbeddedWalletState.js'

const DAY = 86_400
const HOUR = 3_600

/** A grant's amount as the visitor reads it: '0.01 ETH, every day', '10 USDC, every 7 days', '5 USDC in total'. */
export function grantAllowanceText(grant: GrantSummary, t: Translate): string {
  const amount = `${grant.amount} ${grant.symbol}`
  const { period } = grant
  if (period === undefined) return t('permissions.inTotal', { amount })
  if (period === DAY) return t('permissions.everyDay', { amount })
  if (period % DAY === 0) return t('permissions.everyDays', { amount, count: period / DAY })
  if (period % HOUR === 0) return t('permissions.everyHours', { amount, count: period / HOUR })
  return t('permissions.everySeconds', { amount, count: period })
}
