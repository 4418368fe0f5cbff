import { shortenAddress } from '@portico/core'
import { useTranslate } from '@portico/react'
import type { PendingTransaction } from './ActivityTransaction.js'

/** A transaction sent through Portico that is not mined and indexed yet. */
export function PendingRow({ pending }: { pending: PendingTransaction }) {
  const t = useTranslate()
  return (
    <li
      className="holding"
      data-testid="activity-pending-transaction"
      data-hash={pending.hash}
      data-state="pending"
    >
      <span className="holding-image" aria-hidden="true">
        <svg
          aria-hidden="true"
          width="16"
          height="16"
          viewBox="0 0 16 16"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 12 12 4M6 4h6v6" />
        </svg>
      </span>
      <span className="holding-text">
        <span className="holding-name">{t('activity.sent')}</span>
        <span className="holding-detail">{shortenAddress(pending.hash)}</span>
      </span>
      <span className="activity-status" data-testid="activity-status">
        {t('activity.pending')}
      </span>
    </li>
  )
}
