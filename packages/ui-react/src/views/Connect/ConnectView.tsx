import { useState } from 'react'
import { usePorticoInstance } from '../../context/usePorticoInstance.js'
import { useTranslate } from '../../i18n/useTranslate.js'
import { Icon } from '../../icons/Icon.js'
import { usePorticoSnapshot } from '../../state/usePorticoSnapshot.js'
import { LegalConsentGate } from '../shared/LegalConsentGate.js'
import { useWalletRows } from '../shared/useWalletRows.js'
import { WalletList } from '../shared/WalletList.js'
import { useWalletRegistry } from '../shared/walletConnectOff.js'
import { CollapsedWalletsRow } from './CollapsedWalletsRow.js'
import { ConnectMethodSection } from './ConnectMethodSection.js'
import { FeatureConnectRows } from './FeatureConnectRows.js'
import { WalletGuideLink } from './WalletGuideLink.js'

/**
 * Connect: the connect methods in the configured order (email, social, wallet by default). Under
 * `features.legalCheckbox` they wait, disabled, for the terms checkbox; under `features.collapseWallets` the
 * wallet list folds into one entry until chosen. `enableWallets: false` leaves the wallets out (e-mail and social
 * login only); `enableWalletGuide` (default) adds the 'What is a wallet?' guide's entry below the wallets.
 */
export function ConnectView() {
  const portico = usePorticoInstance()
  const { options } = portico
  const { features, locale } = usePorticoSnapshot()
  const wallets = options.enableWallets !== false
  const registry = useWalletRegistry()
  // The WalletConnect row stands for the session's connectors: they do not show again as wallets.
  const rows = useWalletRows().filter((row) => row.group !== 'walletConnect')
  const t = useTranslate()
  const [expanded, setExpanded] = useState(false)
  // The registry's wallets when a Portico Cloud serves one; without it, AllWallets lists these rows.
  const allWalletsCount = registry.status === 'unavailable' ? rows.length : registry.count
  return (
    <div className="stack" data-testid="connect-view">
      <LegalConsentGate testId="connect-methods">
        {features.connectMethodsOrder.map((method) => {
          if (method === 'email')
            return features.email && <ConnectMethodSection key={method} method={method} />
          if (method === 'social')
            return features.socials && <ConnectMethodSection key={method} method={method} />
          if (!wallets) return null
          if (features.collapseWallets && !expanded)
            return <CollapsedWalletsRow key={method} onExpand={() => setExpanded(true)} />
          return (
            <div key={method} className="stack">
              <FeatureConnectRows />
              {rows.length > 0 ? (
                <WalletList rows={rows} />
              ) : (
                <p className="empty">{t('connect.noWallets')}</p>
              )}
              {features.allWallets && (
                <button
                  type="button"
                  className="row"
                  data-testid="all-wallets-button"
                  onClick={() => portico.push('AllWallets')}
                >
                  <span className="wallet-icon" aria-hidden="true">
                    <Icon name="search" />
                  </span>
                  <span className="row-label">{t('connect.allWallets')}</span>
                  {allWalletsCount > 0 && (
                    <span className="row-tag" data-testid="all-wallets-count">
                      {new Intl.NumberFormat(locale).format(allWalletsCount)}
                    </span>
                  )}
                </button>
              )}
            </div>
          )
        })}
      </LegalConsentGate>
      {wallets && options.enableWalletGuide !== false && <WalletGuideLink />}
    </div>
  )
}
