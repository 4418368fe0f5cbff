import { useTranslate } from '../../i18n/useTranslate.js'
import { Icon } from '../../icons/Icon.js'

/** The one entry the wallet list folds into under `features.collapseWallets`; choosing it shows the list. */
export function CollapsedWalletsRow({ onExpand }: { onExpand: () => void }) {
  const t = useTranslate()
  return (
    <button type="button" className="row" data-testid="collapsed-wallets-button" onClick={onExpand}>
      <span className="wallet-icon" aria-hidden="true">
        <Icon name="wallet" />
      </span>
      <span className="row-label">{t('connect.continueWithWallet')}</span>
    </button>
  )
}
