import { useWalletConnect } from '../../connect/useWalletConnect.js'
import { usePorticoInstance } from '../../context/usePorticoInstance.js'
import { useTranslate } from '../../i18n/useTranslate.js'
import { instanceRegistries } from '../../plugins/instanceRegistries.js'
import { WalletIcon } from '../shared/WalletIcon.js'

/**
 * The "WalletConnect" row, first in the Connect list when the app gave `walletConnect()` (docs/behaviour.md#limits connector
 * order). Hover or focus warms it (the client's chunk and the view's, no socket); choosing it opens
 * ConnectingWalletConnect, which starts the pairing.
 */
export function WalletConnectRow() {
  const portico = usePorticoInstance()
  const { controls } = useWalletConnect()
  const t = useTranslate()
  if (!controls) return null
  const warm = () => {
    controls.warm()
    instanceRegistries(portico).views.resolve('ConnectingWalletConnect')
  }
  return (
    <button
      type="button"
      className="row"
      data-testid="wallet-row-walletconnect"
      data-state="idle"
      onPointerEnter={warm}
      onFocus={warm}
      onClick={() => portico.push('ConnectingWalletConnect')}
    >
      <WalletIcon name={t('walletConnect.title')} />
      <span className="row-label">{t('walletConnect.title')}</span>
      <span className="row-tag">{t('walletConnect.qrTag')}</span>
    </button>
  )
}
