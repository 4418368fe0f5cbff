import type { WalletRow } from '@portico/core'
import { selectWallet } from '../../connect/selectWallet.js'
import { usePorticoInstance } from '../../context/usePorticoInstance.js'
import { usePorticoSnapshot } from '../../state/usePorticoSnapshot.js'
import { WalletIcon } from './WalletIcon.js'

const rowTag = (row: WalletRow) =>
  row.group === 'recent' ? 'Recent' : row.installed ? 'Installed' : undefined

/** The wallets as a list of buttons; choosing one starts connecting it. */
export function WalletList({ rows }: { rows: readonly WalletRow[] }) {
  const portico = usePorticoInstance()
  const state = usePorticoSnapshot()
  const namespace = state.router.data?.namespace ?? state.activeNamespace
  return (
    <ul className="list" data-testid="wallet-list">
      {rows.map((row) => (
        <li key={row.key}>
          <button
            type="button"
            className="row"
            data-testid={`wallet-row-${row.key}`}
            data-state="idle"
            data-installed={row.installed}
            onClick={() => selectWallet(portico, row, namespace)}
          >
            <WalletIcon src={row.imageUrl} name={row.name} />
            <span className="row-label">{row.name}</span>
            {rowTag(row) && (
              <span className="row-tag" data-tone="accent">
                {rowTag(row)}
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  )
}
