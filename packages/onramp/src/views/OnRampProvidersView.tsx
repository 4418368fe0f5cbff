import { usePorticoInstance, usePorticoSnapshot, useTranslate } from '@portico/react'
import { useEffect, useId } from 'react'
import type { OnrampArguments } from '../OnrampArguments.js'
import { useOnramp } from '../useOnramp.js'
import { OnrampQuotes } from './OnrampQuotes.js'
import { onrampErrorKey } from './onrampErrorKey.js'
import { onrampStyles } from './onrampStyles.js'
import { useQuoteRefresh } from './useQuoteRefresh.js'

/**
 * OnRampProviders (Buy): the fiat amount with its currency, the asset of the connected network, and every enabled
 * provider's offer (best first, fee shown; a provider that will not sell it apart, with its reason). Choosing an
 * offer opens its checkout and BuyInProgress. Opening it emits SELECT_BUY_CRYPTO and reads the project's options.
 */
export function OnRampProvidersView() {
  const portico = usePorticoInstance()
  const snapshot = usePorticoSnapshot()
  const t = useTranslate()
  const { api, state } = useOnramp()
  const id = useId()
  const namespace = snapshot.activeNamespace
  const address = namespace ? snapshot.chains[namespace]?.accountState.address : undefined
  const data = snapshot.router.data as OnrampArguments | undefined
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening (and per account)
  useEffect(() => {
    if (address) void api?.open(data)
  }, [api, address])
  useQuoteRefresh(api, state)
  const error = state.error && (
    <p className="onramp-error" role="alert" data-testid="onramp-error" data-code={state.error}>
      {t(onrampErrorKey[state.error])}
    </p>
  )
  let body: React.ReactNode
  if (!address) body = <p className="empty">{t('onramp.notConnected')}</p>
  else if (!state.options)
    body = error ?? (
      <div className="onramp-status" data-testid="onramp-loading">
        <span className="spinner" aria-hidden="true" />
        {t('modal.loading')}
      </div>
    )
  else
    body = (
      <>
        <div className="onramp-side">
          <label className="onramp-label" htmlFor={`${id}-amount`}>
            {t('onramp.youPay')}
          </label>
          <div className="onramp-row">
            <input
              id={`${id}-amount`}
              className="search"
              inputMode="decimal"
              autoComplete="off"
              placeholder="0"
              aria-label={t('onramp.amount')}
              data-testid="onramp-amount"
              value={state.fiatAmount}
              onChange={(event) => api?.update({ fiatAmount: event.target.value })}
            />
            <button
              type="button"
              className="onramp-pick"
              data-testid="onramp-currency"
              onClick={() => portico.push('OnRampFiatSelect')}
            >
              {state.fiatCurrency}
            </button>
          </div>
          <span className="onramp-label">{t('onramp.youBuy')}</span>
          <button
            type="button"
            className="onramp-pick"
            data-testid="onramp-asset"
            onClick={() => portico.push('OnRampTokensSelect')}
          >
            {state.asset?.asset ?? t('onramp.selectAsset')}
          </button>
        </div>
        {!state.asset && <p className="empty">{t('onramp.noAssets')}</p>}
        {error}
        <OnrampQuotes />
      </>
    )
  return (
    <div className="stack" data-testid="onramp-view">
      <style>{onrampStyles}</style>
      {body}
      <button
        type="button"
        className="onramp-link"
        data-testid="onramp-what-is-a-buy"
        onClick={() => {
          portico.emit({ type: 'SELECT_WHAT_IS_A_BUY' })
          portico.push('WhatIsABuy')
        }}
      >
        {t('onramp.whatIsABuyLink')}
      </button>
    </div>
  )
}
