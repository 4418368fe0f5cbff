import { usePorticoInstance } from '../../context/usePorticoInstance.js'
import { useTranslate } from '../../i18n/useTranslate.js'
import { useWalletRegistry } from '../shared/walletConnectOff.js'

/** What AllWallets says under its rows: searching, loading, a failure with a retry, or no match. */
export function AllWalletsStatus({ rowCount, searching }: { rowCount: number; searching: boolean }) {
  const portico = usePorticoInstance()
  const registry = useWalletRegistry()
  const t = useTranslate()
  const status = searching ? registry.search.status : registry.status
  if (status === 'waiting' || status === 'loading')
    return (
      <p className="empty" role="status" data-testid="all-wallets-loading">
        {searching ? t('allWallets.searching') : t('allWallets.loading')}
      </p>
    )
  if (status === 'error')
    return (
      <div className="empty" role="status" data-testid="all-wallets-error">
        <p>{searching ? t('allWallets.searchFailed') : t('allWallets.loadFailed')}</p>
        <button
          type="button"
          className="action"
          data-variant="secondary"
          data-testid="all-wallets-retry"
          onClick={() =>
            searching ? portico.searchWallets(registry.search.query) : void portico.fetchWallets()
          }
        >
          {t('common.tryAgain')}
        </button>
      </div>
    )
  if (rowCount > 0 || status === 'idle') return null
  return (
    <p className="empty" data-testid="all-wallets-empty">
      {t('allWallets.noMatch')}
    </p>
  )
}
