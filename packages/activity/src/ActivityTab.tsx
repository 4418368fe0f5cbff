import { ACTIVITY_NAMESPACES, isPluginAvailable } from '@portico/core'
import { usePorticoSnapshot, useTranslate } from '@portico/react'
import { useEffect, useRef, useState } from 'react'
import type { ActivityPurchase, ActivityState, ActivityTransaction } from './ActivityTransaction.js'
import { activityStyles } from './activityStyles.js'
import { groupByDay } from './groupByDay.js'
import { PendingRow } from './PendingRow.js'
import { PurchaseRow } from './PurchaseRow.js'
import { TransactionRow } from './TransactionRow.js'
import { useTransactionPages } from './useTransactionPages.js'

/** How often the relative times are written again. */
const CLOCK_TICK_MS = 30_000

type ActivityItem = ActivityTransaction | { purchase: ActivityPurchase }

const timeOf = (item: ActivityItem) =>
  Date.parse('purchase' in item ? item.purchase.updatedAt : item.metadata.minedAt)

/**
 * The transactions and the purchases in one list, newest first; a completed purchase's delivery is the purchase's
 * row, not a transaction of its own.
 */
function activityItems(
  transactions: readonly ActivityTransaction[],
  purchases: readonly ActivityPurchase[],
): ActivityItem[] {
  const deliveries = new Set(purchases.map((each) => each.txHash?.toLowerCase()).filter(Boolean))
  const items: ActivityItem[] = [
    ...transactions.filter((each) => !deliveries.has(each.metadata.hash.toLowerCase())),
    ...purchases.map((purchase) => ({ purchase })),
  ]
  return items.sort((a, b) => timeOf(b) - timeOf(a))
}

function useNow(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS)
    return () => clearInterval(timer)
  }, [])
  return now
}

/**
 * The Account view's Activity tab: the connected EVM account's transactions on its network, newest
 * first and grouped by day, the next page read as the list's end scrolls into view, the
 * transactions sent through Portico shown as pending until the indexer lists them, and the account's on-ramp
 * purchases among them (a completed one in place of its delivery's transaction).
 */
export function ActivityTab() {
  const state = usePorticoSnapshot()
  const t = useTranslate()
  const now = useNow()
  const supported = isPluginAvailable({ namespaces: ACTIVITY_NAMESPACES, switch: 'history' }, state)
  const chain = supported ? state.chains.eip155 : undefined
  const caipAddress = chain?.accountState.caipAddress
  const caipNetworkId = chain?.networkState.caipNetwork?.caipNetworkId
  const slice = state.plugins.activity as ActivityState | undefined
  const pending = (slice?.pending ?? []).filter(
    (each) =>
      each.caipNetworkId === caipNetworkId &&
      each.from.toLowerCase() === chain?.accountState.address?.toLowerCase(),
  )
  const pages = useTransactionPages(supported ? `${caipAddress}@${caipNetworkId}` : undefined, pending.length)
  const end = useRef<HTMLDivElement>(null)
  const { loadMore, status } = pages

  // Observed again after every page: a new observer reports at once whether the end is in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each page read re-arms the observer
  useEffect(() => {
    const target = end.current
    if (!target || status !== 'idle' || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore()
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [status, loadMore, pages.transactions.length])

  if (!supported) return <p className="empty">{t('account.noActivity')}</p>
  const groups = groupByDay(activityItems(pages.transactions, pages.purchases), timeOf, now)
  const dayLabel = (day: number, daysAgo: number) =>
    daysAgo === 0
      ? t('activity.today')
      : daysAgo === 1
        ? t('activity.yesterday')
        : new Intl.DateTimeFormat(state.locale, {
            day: 'numeric',
            month: 'long',
            ...(new Date(day).getFullYear() === new Date(now).getFullYear() ? {} : { year: 'numeric' }),
          }).format(day)
  const empty = pages.transactions.length === 0 && pages.purchases.length === 0 && pending.length === 0
  return (
    <div data-testid="activity" data-state={pages.status}>
      <style>{activityStyles}</style>
      {pending.length > 0 && (
        <section aria-label={t('activity.pendingList')}>
          <ul className="activity-list" data-testid="activity-pending">
            {pending.map((each) => (
              <PendingRow key={each.hash} pending={each} />
            ))}
          </ul>
        </section>
      )}
      {groups.map((group) => {
        const label = dayLabel(group.day, group.daysAgo)
        return (
          <section key={group.day} aria-label={label} data-testid="activity-day">
            <h3 className="activity-day">{label}</h3>
            <ul className="activity-list">
              {group.items.map((item) =>
                'purchase' in item ? (
                  <PurchaseRow
                    key={item.purchase.id}
                    purchase={item.purchase}
                    nativeCurrency={chain?.networkState.caipNetwork?.nativeCurrency}
                    now={now}
                    locale={state.locale}
                  />
                ) : (
                  <TransactionRow key={item.id} transaction={item} now={now} locale={state.locale} />
                ),
              )}
            </ul>
          </section>
        )
      })}
      {empty && pages.status !== 'loading' && <p className="empty">{t('account.noActivity')}</p>}
      <div ref={end} className="activity-more" data-testid="activity-end" data-state={pages.status}>
        {(pages.status === 'loading' || pages.status === 'more') && (
          <span className="note" role="status">
            {t('activity.loading')}
          </span>
        )}
      </div>
    </div>
  )
}
