import { featureConnectRows } from '../../connect/featureConnectRows.js'
import { usePorticoInstance } from '../../context/usePorticoInstance.js'
import { useTranslate } from '../../i18n/useTranslate.js'
import { instanceRegistries } from '../../plugins/instanceRegistries.js'
import { WalletIcon } from '../shared/WalletIcon.js'

/**
 * The rows the app's features add first to the Connect list (`connectRow`: WalletConnect's, docs/behaviour.md#limits
 * connector order). Hover or focus warms one (its feature's code and its view's, no request); choosing it opens its view.
 */
export function FeatureConnectRows() {
  const portico = usePorticoInstance()
  const t = useTranslate()
  return featureConnectRows(portico).map(({ feature, row, api }) => {
    const warm = () => {
      row.warm?.(api)
      instanceRegistries(portico).views.resolve(row.view)
    }
    return (
      <button
        key={feature.id}
        type="button"
        className="row"
        data-testid={`wallet-row-${feature.id}`}
        data-state="idle"
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => portico.push(row.view)}
      >
        <WalletIcon name={t(row.label)} />
        <span className="row-label">{t(row.label)}</span>
        {row.tag && <span className="row-tag">{t(row.tag)}</span>}
      </button>
    )
  })
}
