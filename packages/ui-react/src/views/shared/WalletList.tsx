import type { MessageKey, Portico, Translate, WalletRow } from '@portico/core'
import { featureConnectRows } from '../../connect/featureConnectRows.js'
import { selectWallet } from '../../connect/selectWallet.js'
import { walletGetUrl } from '../../connect/walletGetUrl.js'
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

/**
 * The address to get a wallet that cannot connect here: no connector for it (not installed) and no WalletConnect
 * to pair it over. Undefined for every wallet that can connect.
 */
function getUrlOf(portico: Portico, row: WalletRow): string | undefined {
  if (row.connectors.length > 0) return undefined
  if (row.listing && featureConnectRows(portico).some((entry) => entry.row.pairsListings)) return undefined
  return walletGetUrl(row.listing)
}

/**
 * The wallets as a list of buttons; choosing one starts connecting it. A wallet that is not installed, where there
 * is no WalletConnect to pair it, is a link to get it (its registry homepage, in a new tab) tagged 'Get'.
 */
export function WalletList({ rows }: { rows: readonly WalletRow[] }) {
  const portico = usePorticoInstance()
  const state = usePorticoSnapshot()
  const t = useTranslate()
  const namespace = state.router.data?.namespace ?? state.activeNamespace
  return (
    <ul className="list" data-testid="wallet-list">
      {rows.map((row) => {
        const getUrl = getUrlOf(portico, row)
        if (getUrl)
          return (
            <li key={row.key}>
              <a
                className="row"
                href={getUrl}
                target="_blank"
                rel="noopener noreferrer"
                data-testid={`wallet-row-${row.key}`}
                data-state="get"
                data-installed={false}
              >
                <WalletIcon src={row.imageUrl} name={row.name} />
                <span className="row-label">{row.name}</span>
                <RowTag tag="wallets.get" t={t} />
              </a>
            </li>
          )
        return (
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
        )
      })}
    </ul>
  )
}
