import { WALLET_LIST_PAGE_SIZE } from '@portico/core'
import { useEffect, useId, useState } from 'react'
import { usePorticoInstance } from '../../context/usePorticoInstance.js'
import { useTranslate } from '../../i18n/useTranslate.js'
import { LegalConsentGate } from '../shared/LegalConsentGate.js'
import { WalletList } from '../shared/WalletList.js'
import { useWalletRegistry } from '../shared/walletConnectOff.js'
import { AllWalletsStatus } from './AllWalletsStatus.js'
import { useAllWalletsRows } from './useAllWalletsRows.js'
import { useEndOfList } from './useEndOfList.js'

/**
 * AllWallets: installed wallets merged with the registry's (pages of 40, the next page loaded
 * when the end of the list shows), and a search box (the registry's search, or a local filter
 * when there is no registry). Under `features.legalCheckbox` it waits for the terms checkbox, as Connect does.
 */
export function AllWalletsView() {
  const portico = usePorticoInstance()
  const registry = useWalletRegistry()
  const t = useTranslate()
  const [typed, setTyped] = useState('')
  const searchId = useId()
  const rows = useAllWalletsRows(typed)
  const searching = registry.status !== 'unavailable' && registry.search.query !== ''

  useEffect(() => {
    if (registry.status === 'idle') void portico.fetchWallets({ page: 1 })
  }, [portico, registry.status])

  const hasMore =
    !searching && registry.status === 'ready' && registry.page * WALLET_LIST_PAGE_SIZE < registry.count
  const endRef = useEndOfList<HTMLDivElement>(hasMore, registry.page, () => {
    if (portico.state.registry.status === 'ready') void portico.fetchWallets()
  })

  const onChange = (value: string) => {
    setTyped(value)
    if (registry.status !== 'unavailable') portico.searchWallets(value)
  }

  return (
    <div className="stack" data-testid="all-wallets-view">
      <LegalConsentGate testId="all-wallets-methods">
        <label htmlFor={searchId} className="note">
          {t('allWallets.searchLabel')}
        </label>
        <input
          id={searchId}
          type="search"
          className="search"
          placeholder={t('allWallets.searchPlaceholder')}
          autoComplete="off"
          data-testid="all-wallets-search"
          data-state={searching ? registry.search.status : 'idle'}
          value={typed}
          onChange={(event) => onChange(event.target.value)}
        />
        <div
          data-testid="all-wallets-list"
          data-state={registry.status}
          aria-busy={registry.status === 'loading' || (searching && registry.search.status !== 'ready')}
        >
          {rows.length > 0 && <WalletList rows={rows} />}
          <AllWalletsStatus rowCount={rows.length} searching={searching} />
          {hasMore && <div ref={endRef} className="list-end" data-testid="all-wallets-more" />}
        </div>
      </LegalConsentGate>
    </div>
  )
}
