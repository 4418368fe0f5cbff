import type { MessageKey, Translate, WalletRow } from '@portico/core'
import { selectWallet } from '../../connect/selectWallet.js'
import { usePorticoInstance } from '../../context/usePorticoInstance.js'
import { useTranslate } from '../../i18n/useTranslate.js'
import { usePorticoSnapshot } from '../../state/usePorticoSnapshot.js'
import { WalletIcon } from './WalletIcon.js'

const rowTag = (row: WalletRow): MessageKey | undefined =>
  row.group === 'recent' ? 'wallets.recent' : row.installed ? 'wallets.installed' : undefined

function RowTag({ tag, t }: { tag: MessageKey | undefined; t: Translate }) {
  if (!tag) return null
  return (
    <span className="row-tag" data-tone="accent">
      {t(tag)}
    </span>
  )
}

/** The wallets as a list of buttons; choosing one starts connecting it. */
export function WalletList({ rows }: { rows: readonly WalletRow[] }) {
  const portico = usePorticoInstance()
  const state = usePorticoSnapshot()
  const t = useTranslate()
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
            <RowTag tag={rowTag(row)} t={t} />
          </button>
        </li>
      ))}
    </ul>
  )
}
