import type { Network } from '@portico/core'
import { usePorticoInstance } from '../context/usePorticoInstance.js'
import { useTranslate } from '../i18n/useTranslate.js'
import { selectChain } from '../state/selectChain.js'
import { usePorticoSelector } from '../state/usePorticoSelector.js'
import type { ButtonProps } from './ButtonProps.js'
import { PorticoButton } from './PorticoButton.js'

/** The selected network's name; opens SwitchNetwork (UnsupportedChain when the wallet is elsewhere). */
export function NetworkButton({ namespace, className, style, disabled }: ButtonProps) {
  const portico = usePorticoInstance()
  const { network, networks } = usePorticoSelector((s) => {
    const chain = selectChain(s, namespace)
    return { network: chain?.networkState.caipNetwork as Network | undefined, networks: chain?.caipNetworks }
  })
  const t = useTranslate()
  const supported = !network || (networks ?? []).some((n) => n.caipNetworkId === network.caipNetworkId)
  return (
    <PorticoButton
      kind="network"
      state={supported ? 'ready' : 'unsupported'}
      networkId={network?.caipNetworkId}
      className={className}
      style={style}
      disabled={disabled}
      onClick={() => portico.open({ view: supported ? 'SwitchNetwork' : 'UnsupportedChain', namespace })}
    >
      <span className="portico-button-label">
        {supported ? (network?.name ?? t('button.selectNetwork')) : t('button.switchNetwork')}
      </span>
    </PorticoButton>
  )
}
