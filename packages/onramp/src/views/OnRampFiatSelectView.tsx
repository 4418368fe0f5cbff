import { currencyImageUrl } from '@portico/core'
import { usePorticoInstance, useTranslate } from '@portico/react'
import { useOnramp } from '../useOnramp.js'
import { onrampStyles } from './onrampStyles.js'

/**
 * OnRampFiatSelect: the fiat currencies the project's providers take, each with its icon (the cloud's currency image;
 * hidden when it fails to load) and its limits; choosing goes back.
 */
export function OnRampFiatSelectView() {
  const portico = usePorticoInstance()
  const t = useTranslate()
  const { api, state } = useOnramp()
  const limits = new Map<string, { min: number; max: number }>()
  for (const provider of state.options?.providers ?? [])
    for (const { code, min, max } of provider.fiatCurrencies) {
      const known = limits.get(code)
      limits.set(
        code,
        known ? { min: Math.min(known.min, min), max: Math.max(known.max, max) } : { min, max },
      )
    }
  return (
    <div className="stack" data-testid="onramp-fiat-select">
      <style>{onrampStyles}</style>
      <ul className="onramp-list">
        {[...limits].map(([code, { min, max }]) => (
          <li key={code}>
            <button
              type="button"
              className="onramp-option"
              data-testid={`onramp-fiat-${code}`}
              aria-current={code === state.fiatCurrency || undefined}
              onClick={() => {
                api?.update({ fiatCurrency: code })
                portico.goBack()
              }}
            >
              <span className="onramp-currency">
                <img
                  className="onramp-currency-icon"
                  src={currencyImageUrl(portico.options.cloudUrl, code)}
                  alt=""
                  width={24}
                  height={24}
                  data-testid={`onramp-fiat-icon-${code}`}
                  onError={(event) => {
                    event.currentTarget.hidden = true
                  }}
                />
                {code}
              </span>
              <small>{t('onramp.limits', { min: String(min), max: String(max), currency: code })}</small>
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
