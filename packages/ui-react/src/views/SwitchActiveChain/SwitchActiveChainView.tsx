import type { Network } from '@portico/core'
import { useState } from 'react'
import { featureConnectRows } from '../../connect/featureConnectRows.js'
import { usePorticoInstance } from '../../context/usePorticoInstance.js'
import { useTranslate } from '../../i18n/useTranslate.js'
import { usePorticoSnapshot } from '../../state/usePorticoSnapshot.js'

/**
 * SwitchActiveChain: moving to a network of another namespace after the visitor confirms; then connect there if
 * needed (Connect, or the view of a feature's Connect row already connecting that namespace: ConnectingWalletConnect
 * while the WalletConnect wallet is asked for it).
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
        const namespace = network.chainNamespace
        const connected = portico.state.chains[namespace]?.accountState.status === 'connected'
        // A feature is connecting this namespace already (the WalletConnect wallet asked over its pairing): follow that.
        const connecting = featureConnectRows(portico).find(({ feature, row }) =>
          row.connecting?.(portico.state.plugins[feature.id] ?? {}, namespace),
        )
        if (connected) portico.close()
        else if (connecting) portico.replace(connecting.row.view)
        else portico.replace('Connect', { namespace })
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
