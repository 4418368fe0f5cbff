import { formatRelativeTime, type MessageKey } from '@portico/core'
import { useTranslate } from '@portico/react'
import { useState } from 'react'
import type { ActivityTransaction } from './ActivityTransaction.js'
import { transferText } from './transferText.js'

const operationLabels = {
  send: 'activity.sent',
  receive: 'activity.received',
  mint: 'activity.minted',
  trade: 'activity.traded',
  deploy: 'activity.deployed',
  execute: 'activity.executed',
} as const satisfies Record<ActivityTransaction['metadata']['operationType'], MessageKey>

/** The transaction's first picture: its first transfer's token icon or NFT preview. */
function TransactionImage({ transaction }: { transaction: ActivityTransaction }) {
  const [failed, setFailed] = useState(false)
  const first = transaction.transfers[0]
  const src = first?.nft_info?.content.preview.url ?? first?.fungible_info?.icon.url
  const label = first?.fungible_info?.symbol ?? first?.nft_info?.name ?? transaction.metadata.operationType
  if (!src || failed) {
    return (
      <span className="holding-image" data-fallback="true" aria-hidden="true">
        {label.slice(0, 2).toUpperCase()}
      </span>
    )
  }
  return <img className="holding-image" src={src} alt="" onError={() => setFailed(true)} />
}

/** One row of the Activity list: what happened, the transfers, and how long ago (docs/behaviour.md#limits labels). */
export function TransactionRow({
  transaction,
  now,
  locale,
}: {
  transaction: ActivityTransaction
  now: number
  locale: string
}) {
  const t = useTranslate()
  const { metadata } = transaction
  const detail = transaction.transfers.map((transfer) => transferText(transfer, locale)).join(', ')
  return (
    <li
      className="holding"
      data-testid="activity-transaction"
      data-hash={metadata.hash}
      data-state={metadata.status}
    >
      <TransactionImage transaction={transaction} />
      <span className="holding-text">
        <span className="holding-name">{t(operationLabels[metadata.operationType])}</span>
        {detail && (
          <span className="holding-detail" data-testid="activity-transfers">
            {detail}
          </span>
        )}
      </span>
      {metadata.status === 'failed' ? (
        <span className="activity-status" data-testid="activity-status">
          {t('activity.failed')}
        </span>
      ) : (
        <time className="activity-time" data-testid="activity-time" dateTime={metadata.minedAt}>
          {/* A block's time can run ahead of the page's clock: a mined transaction is never in the future. */}
          {formatRelativeTime(Math.min(Date.parse(metadata.minedAt), now), now, locale)}
        </time>
      )}
    </li>
  )
}
