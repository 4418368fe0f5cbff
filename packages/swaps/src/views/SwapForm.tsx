import { formatUnits } from '@portico/core'
import { usePorticoInstance, useTranslate } from '@portico/react'
import { useId } from 'react'
import { maxSwappable } from '../amounts/maxSwappable.js'
import { swapInputOf } from '../controller/swapInputOf.js'
import { useSwap } from '../useSwap.js'
import { fiatOf, formatTokenAmount } from './formatSwap.js'
import { SwapTokenIcon } from './SwapTokenIcon.js'
import { swapErrorKey } from './swapErrorKey.js'
import { useSwapQuoteRefresh } from './useSwapQuoteRefresh.js'

/**
 * The swap form: the token and amount sold (balance, Max, fiat value), flip, the token bought and what the quote gives
 * (fiat value), read again as the visitor types and on a timer. Review opens the preview once there is a quote the
 * balance covers; a balance short of the amount says so before the wallet is ever asked.
 */
export function SwapForm() {
  const portico = usePorticoInstance()
  const t = useTranslate()
  const { api, state } = useSwap()
  const id = useId()
  useSwapQuoteRefresh(api, state)
  const { fromToken, toToken, quote } = state
  const input = swapInputOf(state)
  const current =
    quote && input && quote.from === input.from && quote.to === input.to && quote.fromAmount === input.amount
  const short = !!input && !!fromToken && (fromToken.balance ?? 0n) < input.amount
  const invalid =
    state.fromAmount.trim() !== '' && !!fromToken && !input && fromToken.address !== toToken?.address
  const error = short ? 'insufficient_balance' : invalid ? 'invalid_amount' : state.error
  let action = t('swap.review')
  if (!fromToken || !toToken) action = t('swap.selectToken')
  else if (!input) action = t('swap.enterAmount')
  else if (short) action = t('swap.error.insufficientBalance')
  else if (!current) action = t('swap.quoting')
  const choose = (side: 'from' | 'to') => portico.push('SwapSelectToken', { side })
  const setMax = () => {
    if (!fromToken) return
    api?.update({ fromAmount: formatUnits(maxSwappable(fromToken, state.networkFee), fromToken.decimals) })
  }
  return (
    <>
      <div className="swap-side">
        <label className="swap-label" htmlFor={`${id}-amount`}>
          {t('swap.sell')}
        </label>
        <div className="swap-row">
          <input
            id={`${id}-amount`}
            className="search"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            aria-label={t('swap.amount')}
            data-testid="swap-amount"
            value={state.fromAmount}
            onChange={(event) => api?.update({ fromAmount: event.target.value })}
          />
          <button
            type="button"
            className="swap-token"
            data-testid="swap-from-token"
            onClick={() => choose('from')}
          >
            {fromToken && <SwapTokenIcon token={fromToken} />}
            {fromToken?.symbol ?? t('swap.selectToken')}
          </button>
        </div>
        <div className="swap-meta">
          <span data-testid="swap-from-fiat">{input && fiatOf(input.amount, fromToken)}</span>
          {fromToken && (
            <span>
              <span data-testid="swap-balance">
                {t('swap.balance', { balance: formatTokenAmount(fromToken.balance ?? 0n, fromToken) })}
              </span>{' '}
              <button type="button" className="swap-max" data-testid="swap-max" onClick={setMax}>
                {t('swap.max')}
              </button>
            </span>
          )}
        </div>
      </div>
      <button
        type="button"
        className="swap-flip"
        aria-label={t('swap.flip')}
        title={t('swap.flip')}
        data-testid="swap-flip"
        onClick={() => api?.flip()}
      >
        ⇅
      </button>
      <div className="swap-side">
        <span className="swap-label">{t('swap.buy')}</span>
        <div className="swap-row">
          <output className="search" data-testid="swap-to-amount" aria-busy={state.quoteStatus === 'loading'}>
            {current && toToken ? formatUnits(quote.toAmount, toToken.decimals) : ''}
          </output>
          <button
            type="button"
            className="swap-token"
            data-testid="swap-to-token"
            onClick={() => choose('to')}
          >
            {toToken && <SwapTokenIcon token={toToken} />}
            {toToken?.symbol ?? t('swap.selectToken')}
          </button>
        </div>
        <div className="swap-meta">
          <span data-testid="swap-to-fiat">{current && fiatOf(quote.toAmount, toToken)}</span>
        </div>
      </div>
      {error && error !== 'quote_stale' && (
        <p className="swap-error" role="alert" data-testid="swap-error" data-code={error}>
          {t(swapErrorKey[error])}
        </p>
      )}
      <button
        type="button"
        className="action"
        data-block="true"
        data-testid="swap-review"
        disabled={!current || short}
        onClick={() => portico.push('SwapPreview')}
      >
        {action}
      </button>
    </>
  )
}
