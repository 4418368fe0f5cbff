import { usePorticoInstance, usePorticoSnapshot, useTranslate } from '@portico/react'
import { useOnramp } from '../useOnramp.js'
import { onrampStyles } from './onrampStyles.js'

/** OnRampTokensSelect: what the providers sell on the connected network; choosing one goes back. */
export function OnRampTokensSelectView() {
  const portico = usePorticoInstance()
  const snapshot = usePorticoSnapshot()
  const t = useTranslate()
  const { api, state } = useOnramp()
  const namespace = snapshot.activeNamespace
  const network = namespace ? snapshot.chains[namespace]?.networkState.caipNetwork?.caipNetworkId : undefined
  const assets = (state.options?.assets ?? []).filter((asset) => asset.network === network)
  return (
    <div className="stack" data-testid="onramp-tokens-select">
      <style>{onrampStyles}</style>
      {assets.length === 0 && <p className="empty">{t('onramp.noAssets')}</p>}
      <ul className="onramp-list">
        {assets.map((asset) => (
          <li key={asset.asset}>
            <button
              type="button"
              className="onramp-option"
              data-testid={`onramp-token-${asset.asset}`}
              aria-current={asset.asset === state.asset?.asset || undefined}
              onClick={() => {
                api?.update({ asset })
                portico.goBack()
              }}
            >
              {asset.asset}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
