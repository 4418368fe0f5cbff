import type { Network } from '@portico/core'
import { useState } from 'react'
import { WALLETCONNECT_ID, type WalletConnectSlice } from '../../connect/useWalletConnect.js'
import { usePorticoInstance } from '../../context/usePorticoInstance.js'
import { useTranslate } from '../../i18n/useTranslate.js'
import { usePorticoSnapshot } from '../../state/usePorticoSnapshot.js'

/**
 * SwitchActiveChain: moving to a network of another namespace after the visitor confirms; then connect there if
 * needed (Connect, or ConnectingWalletConnect while the WalletConnect wallet is asked for that namespace).
 */
export function SwitchActiveChainView() {
  const portico = usePorticoInstance()
  const state = usePorticoSnapshot()
  const t = useTranslate()
  const network = state.router.data?.network as Network | undefined
  const [status, setStatus] = useState<'idle' | 'switching' | 'error'>('idle')
  const confirm = () => {
    if (!network) return
    setStatus('switching')
    portico.switchNetwork(network).then(
      () => {
        const connected = portico.state.chains[network.chainNamespace]?.accountState.status === 'connected'
        // The connected WalletConnect wallet is being asked for this namespace over its pairing: follow that.
        const walletConnect = portico.state.plugins[WALLETCONNECT_ID] as WalletConnectSlice | undefined
        if (connected) portico.close()
        else if (walletConnect?.adding?.namespace === network.chainNamespace)
          portico.replace('ConnectingWalletConnect')
        else portico.replace('Connect', { namespace: network.chainNamespace })
      },
      () => setStatus('error'),
    )
  }
  return (
    <div className="center" data-testid="switch-active-chain-view" data-state={status}>
      <p className="headline">
        {network
          ? t('switchActiveChain.headline', { network: network.name })
          : t('switchActiveChain.headlineAny')}
      </p>
      <p className="note" data-tone={status === 'error' ? 'error' : undefined}>
        {status === 'error' ? t('switchActiveChain.failed') : t('switchActiveChain.note')}
      </p>
      <button
        type="button"
        className="action"
        data-block="true"
        data-testid="switch-active-chain-confirm"
        disabled={!network || status === 'switching'}
        onClick={confirm}
      >
        {status === 'switching' ? t('switchActiveChain.switching') : t('switchActiveChain.confirm')}
      </button>
    </div>
  )
}
