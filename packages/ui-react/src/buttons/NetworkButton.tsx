import type { Network } from '@portico/core'
import { usePorticoInstance } from '../context/usePorticoInstance.js'
import { usePorticoTheme } from '../hooks/usePorticoTheme.js'
import { usePrefetchModal } from '../prefetch/usePrefetchModal.js'
import { selectChain } from '../state/selectChain.js'
import { usePorticoSnapshot } from '../state/usePorticoSnapshot.js'
import type { ButtonProps } from './ButtonProps.js'
import { ButtonStyles } from './ButtonStyles.js'

/** The selected network's name; opens SwitchNetwork (UnsupportedChain when the wallet is elsewhere). */
export function NetworkButton({ namespace, className, style, disabled }: ButtonProps) {
  const portico = usePorticoInstance()
  const prefetch = usePrefetchModal()
  const state = usePorticoSnapshot()
  const { themeMode } = usePorticoTheme()
  const chain = selectChain(state, namespace)
  const network = chain?.networkState.caipNetwork as Network | undefined
  const supported =
    !network || (chain?.caipNetworks ?? []).some((n) => n.caipNetworkId === network.caipNetworkId)
  return (
    <>
      <ButtonStyles />
      <button
        type="button"
        className={className ? `portico-button ${className}` : 'portico-button'}
        style={style}
        disabled={disabled}
        data-kind="network"
        data-testid="portico-network-button"
        data-state={supported ? 'ready' : 'unsupported'}
        data-network-id={network?.caipNetworkId}
        data-theme={themeMode}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => portico.open({ view: supported ? 'SwitchNetwork' : 'UnsupportedChain', namespace })}
      >
        <span className="portico-button-label">
          {supported ? (network?.name ?? 'Select network') : 'Switch network'}
        </span>
      </button>
    </>
  )
}
