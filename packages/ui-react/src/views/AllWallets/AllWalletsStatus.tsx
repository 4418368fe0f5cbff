import { usePorticoInstance } from '../../context/usePorticoInstance.js'
import { usePorticoSnapshot } from '../../state/usePorticoSnapshot.js'

/** What AllWallets says under its rows: searching, loading, a failure with a retry, or no match. */
export function AllWalletsStatus({ rowCount, searching }: { rowCount: number; searching: boolean }) {
  const portico = usePorticoInstance()
  const { registry } = usePorticoSnapshot()
  const status = searching ? registry.search.status : registry.status
  if (status === 'waiting' || status === 'loading')
    return (
      <p className="empty" role="status" data-testid="all-wallets-loading">
        {searching ? 'Searching…' : 'Loading wallets…'}
      </p>
    )
  if (status === 'error')
    return (
      <div className="empty" role="status" data-testid="all-wallets-error">
        <p>{searching ? 'The search failed' : 'Could not load more wallets'}</p>
        <button
          type="button"
          className="action"
          data-variant="secondary"
          data-testid="all-wallets-retry"
          onClick={() =>
            searching ? portico.searchWallets(registry.search.query) : void portico.fetchWallets()
          }
        >
          Try again
        </button>
      </div>
    )
  if (rowCount > 0 || status === 'idle') return null
  return (
    <p className="empty" data-testid="all-wallets-empty">
      No wallet found
    </p>
  )
}
