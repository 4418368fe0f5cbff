import { useCallback } from 'react'
import { usePorticoInstance } from '../../context/usePorticoInstance.js'
import { useTranslate } from '../../i18n/useTranslate.js'
import { Icon } from '../../icons/Icon.js'
import { NetworkList } from '../shared/NetworkList.js'
import { useNetworkSwitch } from '../shared/useNetworkSwitch.js'

/** UnsupportedChain: the wallet is on a network the app does not support; switch or disconnect. */
export function UnsupportedChainView() {
  const portico = usePorticoInstance()
  const t = useTranslate()
  const close = useCallback(() => portico.close(), [portico])
  const networkSwitch = useNetworkSwitch(close)
  return (
    <div className="stack" data-testid="unsupported-chain-view">
      <p className="note">{t('unsupportedChain.note')}</p>
      <NetworkList networkSwitch={networkSwitch} onSelect={networkSwitch.switchTo} />
      <button
        type="button"
        className="action"
        data-variant="danger"
        data-block="true"
        data-testid="unsupported-chain-disconnect"
        onClick={() => portico.disconnect()}
      >
        <Icon name="disconnect" />
        {t('common.disconnect')}
      </button>
    </div>
  )
}
