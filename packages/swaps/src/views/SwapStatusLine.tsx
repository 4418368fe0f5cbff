import { useTranslate } from '@portico/react'
import { useSwap } from '../useSwap.js'
import { formatTokenAmount } from './formatSwap.js'

/** Where the swap is: prepared by the cloud, the wallet asked for the approval or the swap, the network awaited, or what it gave. */
export function SwapStatusLine() {
  const t = useTranslate()
  const { state } = useSwap()
  const { fromToken, toToken, quote } = state
  let text: string | undefined
  if (state.status === 'preparing') text = t('swap.preparing')
  if (state.status === 'approving')
    text = state.approvalHash
      ? t('swap.approving')
      : t('swap.waitingApproval', { symbol: fromToken?.symbol ?? '' })
  if (state.status === 'swapping') text = state.hash ? t('swap.pending') : t('swap.waitingSwap')
  if (state.status === 'success' && fromToken && toToken && quote)
    return (
      <p className="swap-success" role="status" data-testid="swap-success" data-transaction={state.hash}>
        {t('swap.success', {
          from: formatTokenAmount(quote.fromAmount, fromToken),
          to: formatTokenAmount(state.received ?? quote.toAmount, toToken),
        })}
      </p>
    )
  if (!text) return null
  return (
    <p className="swap-status" role="status" data-testid="swap-status">
      <span className="spinner" aria-hidden="true" />
      {text}
    </p>
  )
}
