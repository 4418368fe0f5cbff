import type { Network } from '@portico/core'
import { errorText } from '../../i18n/errorText.js'
import { useTranslate } from '../../i18n/useTranslate.js'
import { Icon } from '../../icons/Icon.js'
import { Spinner } from '../../icons/Spinner.js'
import { selectChain } from '../../state/selectChain.js'
import { usePorticoSnapshot } from '../../state/usePorticoSnapshot.js'
import { NetworkImage } from './NetworkImage.js'
import type { NetworkSwitch } from './useNetworkSwitch.js'

/** The app's networks (every namespace) as buttons: current marked, switching and error shown. */
export function NetworkList({
  networkSwitch,
  onSelect,
}: {
  networkSwitch: NetworkSwitch
  onSelect(network: Network): void
}) {
  const state = usePorticoSnapshot()
  const t = useTranslate()
  const currentId = selectChain(state)?.networkState.caipNetwork?.caipNetworkId
  const networks = Object.values(state.chains).flatMap((chain) => chain.caipNetworks) as Network[]
  const failed =
    networkSwitch.status === 'error'
      ? networks.find((n) => n.caipNetworkId === networkSwitch.target)
      : undefined
  return (
    <div className="stack">
      <ul className="list">
        {networks.map((network) => {
          const mine = networkSwitch.target === network.caipNetworkId
          const rowState = mine ? networkSwitch.status : 'idle'
          const current = network.caipNetworkId === currentId
          return (
            <li key={network.caipNetworkId}>
              <button
                type="button"
                className="row"
                data-testid={`network-row-${network.caipNetworkId}`}
                data-state={rowState}
                data-current={current}
                aria-current={current || undefined}
                disabled={networkSwitch.status === 'switching'}
                onClick={() => onSelect(network)}
              >
                <NetworkImage network={network} />
                <span className="row-label">{network.name}</span>
                {rowState === 'switching' && <Spinner label={t('switchNetwork.switching')} />}
                {current && rowState === 'idle' && <Icon name="check" />}
              </button>
            </li>
          )
        })}
      </ul>
      {failed && (
        <div className="center" role="alert">
          <p className="note" data-tone="error" data-testid="switch-network-error">
            {`${t('switchNetwork.failed', { network: failed.name })} ${errorText(networkSwitch.error, t)}`.trim()}
          </p>
          <button
            type="button"
            className="action"
            data-testid="switch-network-retry"
            onClick={() => onSelect(failed)}
          >
            {t('common.tryAgain')}
          </button>
        </div>
      )}
    </div>
  )
}
