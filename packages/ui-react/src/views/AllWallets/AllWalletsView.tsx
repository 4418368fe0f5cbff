import { useId, useState } from 'react'
import { useWalletRows } from '../shared/useWalletRows.js'
import { WalletList } from '../shared/WalletList.js'

/** AllWallets: every wallet row (installed wallets now) with a search box. */
export function AllWalletsView() {
  const rows = useWalletRows()
  const [query, setQuery] = useState('')
  const searchId = useId()
  const needle = query.trim().toLowerCase()
  const matches = needle ? rows.filter((row) => row.name.toLowerCase().includes(needle)) : rows
  return (
    <div className="stack" data-testid="all-wallets-view">
      <label htmlFor={searchId} className="note">
        Search wallets
      </label>
      <input
        id={searchId}
        type="search"
        className="search"
        placeholder="Search wallet"
        autoComplete="off"
        data-testid="all-wallets-search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {matches.length > 0 ? (
        <WalletList rows={matches} />
      ) : (
        <p className="empty" data-testid="all-wallets-empty">
          No wallet found
        </p>
      )}
    </div>
  )
}
