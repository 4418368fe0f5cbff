import { useCallback } from 'react'
import { usePorticoInstance } from '../../context/usePorticoInstance.js'
import { Icon } from '../../icons/Icon.js'
import { NetworkList } from '../shared/NetworkList.js'
import { useNetworkSwitch } from '../shared/useNetworkSwitch.js'

/** UnsupportedChain: the wallet is on a network the app does not support; switch or disconnect. */
export function UnsupportedChainView() {
  const portico = usePorticoInstance()
  const close = useCallback(() => portico.close(), [portico])
  const networkSwitch = useNetworkSwitch(close)
  return (
    <div className="stack" data-testid="unsupported-chain-view">
      <p className="note">
        This app doesn’t support your current network. Switch to an available option to continue.
      </p>
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
        Disconnect
      </button>
    </div>
  )
}
