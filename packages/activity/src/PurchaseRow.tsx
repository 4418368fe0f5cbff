import { formatBalance, formatRelativeTime, formatUnits, type MessageKey } from '@portico/core'
import { useTranslate } from '@portico/react'
import type { ActivityPurchase } from './ActivityTransaction.js'

const purchaseLabels = {
  pending: 'activity.buying',
  processing: 'activity.buying',
  completed: 'activity.bought',
  failed: 'activity.buying',
} as const satisfies Record<Exclude<ActivityPurchase['status'], 'created'>, MessageKey>

/**
 * One on-ramp purchase in the Activity list: Bought (or Buying while the provider delivers), what was bought (the
 * amount received when it is the network's coin and known, else what was paid) and when; a failed one says Failed.
 */
export function PurchaseRow({
  purchase,
  nativeCurrency,
  now,
  locale,
}: {
  purchase: ActivityPurchase
  nativeCurrency: { symbol: string; decimals: number } | undefined
  now: number
  locale: string
}) {
  const t = useTranslate()
  const status = purchase.status === 'created' ? 'pending' : purchase.status
  const received =
    purchase.cryptoAmount && nativeCurrency?.symbol === purchase.asset
      ? `+${formatBalance(formatUnits(BigInt(purchase.cryptoAmount), nativeCurrency.decimals))} ${purchase.asset}`
      : undefined
  return (
    <li className="holding" data-testid="activity-purchase" data-id={purchase.id} data-state={status}>
      <span className="holding-image" data-fallback="true" aria-hidden="true">
        {purchase.asset.slice(0, 2).toUpperCase()}
      </span>
      <span className="holding-text">
        <span className="holding-name">{t(purchaseLabels[status])}</span>
        <span className="holding-detail" data-testid="activity-purchase-detail">
          {received ??
            t('activity.purchaseDetail', {
              amount: purchase.fiatAmount,
              currency: purchase.fiatCurrency,
              asset: purchase.asset,
            })}
        </span>
      </span>
      {status === 'failed' ? (
        <span className="activity-status" data-testid="activity-status">
          {t('activity.failed')}
        </span>
      ) : (
        <time className="activity-time" dateTime={purchase.updatedAt}>
          {formatRelativeTime(Math.min(Date.parse(purchase.updatedAt), now), now, locale)}
        </time>
      )}
    </li>
  )
}
