import { formatUnits } from '@portico/core'
import { usePorticoInstance, usePorticoSnapshot, useSubmitGuard, useTranslate } from '@portico/react'
import { useId } from 'react'
import { minimumReceived } from '../amounts/minimumReceived.js'
import { isNativeToken } from '../amounts/NATIVE_TOKEN_ADDRESS.js'
import { SWAP_SLIPPAGE_BOUNDS } from '../amounts/SWAP_SLIPPAGE_BOUNDS.js'
import { swapInFlight } from '../swapInFlight.js'
import { useSwap } from '../useSwap.js'
import { fiatOf, formatTokenAmount } from './formatSwap.js'
import { SwapStatusLine } from './SwapStatusLine.js'
import { swapErrorKey } from './swapErrorKey.js'
import { swapStyles } from './swapStyles.js'
import { useSwapQuoteRefresh } from './useSwapQuoteRefresh.js'

/**
 * SwapPreview: the quote in full (rate, price impact, minimum received at the slippage, network fee in fiat) and the
 * slippage tolerance, changeable within its bounds; Swap approves when needed and swaps, showing each step, the
 * result, or why it failed with Try again. The quote keeps refreshing while it shows.
 */
export function SwapPreviewView() {
  const portico = usePorticoInstance()
  const snapshot = usePorticoSnapshot()
  const t = useTranslate()
  const { api, state } = useSwap()
  const id = useId()
  useSwapQuoteRefresh(api, state)
  const { submit } = useSubmitGuard(async () => {
    if (state.status === 'error') api?.tryAgain()
    await api?.execute()
  })
  const { fromToken, toToken, quote } = state
  if (!fromToken || !toToken || !quote) return <p className="empty">{t('swap.enterAmount')}</p>
  const native = (state.tokens ?? []).find((token) => isNativeToken(token.address))
  const symbol = snapshot.chains.eip155?.networkState.caipNetwork?.nativeCurrency.symbol ?? ''
  const whole = (value: bigint, decimals: number) => Number(formatUnits(value, decimals))
  const rate = whole(quote.toAmount, toToken.decimals) / whole(quote.fromAmount, fromToken.decimals)
  const fee = state.networkFee
  const busy = swapInFlight(state.status)
  const done = () => {
    api?.reset()
    portico.goBack()
    portico.goBack()
  }
  return (
    <div className="stack" data-testid="swap-preview" data-state={state.status}>
      <style>{swapStyles}</style>
      <div className="swap-summary">
        <div className="swap-line">
          <span>{t('swap.sell')}</span>
          <span data-testid="swap-preview-from">
            {formatTokenAmount(quote.fromAmount, fromToken)} {fiatOf(quote.fromAmount, fromToken)}
          </span>
        </div>
        <div className="swap-line">
          <span>{t('swap.buy')}</span>
          <span data-testid="swap-preview-to">
            {formatTokenAmount(quote.toAmount, toToken)} {fiatOf(quote.toAmount, toToken)}
          </span>
        </div>
        <div className="swap-line">
          <span>{t('swap.rate')}</span>
          <span data-testid="swap-preview-rate">
            {t('swap.rateValue', { from: fromToken.symbol, to: toToken.symbol, rate: rate.toPrecision(6) })}
          </span>
        </div>
        <div className="swap-line">
          <span>{t('swap.priceImpact')}</span>
          <span data-testid="swap-preview-impact">{`${quote.priceImpact.toFixed(2)} %`}</span>
        </div>
        <div className="swap-line">
          <span>{t('swap.minimumReceived')}</span>
          <span data-testid="swap-preview-minimum">
            {formatTokenAmount(minimumReceived(quote.toAmount, state.slippage), toToken)}
          </span>
        </div>
        <div className="swap-line">
          <span>{t('swap.networkFee')}</span>
          <span data-testid="swap-preview-fee">
            {fee === undefined
              ? ''
              : (fiatOf(fee, native) ?? formatTokenAmount(fee, { decimals: 18, symbol }))}
          </span>
        </div>
        <div className="swap-line">
          <label htmlFor={`${id}-slippage`}>{t('swap.slippage')}</label>
          <span>
            <input
              id={`${id}-slippage`}
              className="search swap-slippage"
              type="number"
              min={SWAP_SLIPPAGE_BOUNDS.min}
              max={SWAP_SLIPPAGE_BOUNDS.max}
              step="0.1"
              title={t('swap.slippageHint', { min: SWAP_SLIPPAGE_BOUNDS.min, max: SWAP_SLIPPAGE_BOUNDS.max })}
              data-testid="swap-slippage"
              disabled={busy}
              value={state.slippage}
              onChange={(event) => {
                const value = Number(event.target.value)
                if (event.target.value !== '' && Number.isFinite(value)) api?.update({ slippage: value })
              }}
            />{' '}
            %
          </span>
        </div>
      </div>
      <SwapStatusLine />
      {state.error && state.status !== 'success' && (
        <p className="swap-error" role="alert" data-testid="swap-error" data-code={state.error}>
          {t(swapErrorKey[state.error])}
        </p>
      )}
      {state.status === 'success' ? (
        <button type="button" className="action" data-block="true" data-testid="swap-done" onClick={done}>
          {t('swap.done')}
        </button>
      ) : (
        <button
          type="button"
          className="action"
          data-block="true"
          data-testid="swap-confirm"
          disabled={busy}
          onClick={submit}
        >
          {state.status === 'error' ? t('swap.tryAgain') : t('swap.confirm')}
        </button>
      )}
    </div>
  )
}
