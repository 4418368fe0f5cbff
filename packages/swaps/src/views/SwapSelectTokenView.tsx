import { usePorticoInstance, usePorticoSnapshot, useTranslate } from '@portico/react'
import { useState } from 'react'
import type { SwapToken } from '../SwapToken.js'
import { useSwap } from '../useSwap.js'
import { formatTokenAmount } from './formatSwap.js'
import { SwapTokenIcon } from './SwapTokenIcon.js'
import { swapStyles } from './swapStyles.js'

const matches = (token: SwapToken, query: string) =>
  !query ||
  token.symbol.toLowerCase().includes(query) ||
  token.name.toLowerCase().includes(query) ||
  token.address.toLowerCase().endsWith(query)

/**
 * SwapSelectToken: the network's tokens for one side of the swap, searched by symbol, name or address; the account's
 * tokens first (with their balances), then the popular ones. Choosing one goes back to Swap.
 */
export function SwapSelectTokenView() {
  const portico = usePorticoInstance()
  const snapshot = usePorticoSnapshot()
  const t = useTranslate()
  const { api, state } = useSwap()
  const [query, setQuery] = useState('')
  const side = (snapshot.router.data as { side?: 'from' | 'to' } | undefined)?.side ?? 'from'
  const wanted = query.trim().toLowerCase()
  const tokens = (state.tokens ?? []).filter((token) => matches(token, wanted))
  const held = tokens.filter((token) => (token.balance ?? 0n) > 0n)
  const popular = tokens.filter((token) => (token.balance ?? 0n) === 0n)
  const choose = (token: SwapToken) => {
    api?.update(side === 'from' ? { fromToken: token } : { toToken: token })
    portico.goBack()
  }
  const list = (title: string, testId: string, rows: SwapToken[]) =>
    rows.length > 0 && (
      <>
        <p className="swap-list-title">{title}</p>
        <ul className="swap-list" data-testid={testId}>
          {rows.map((token) => (
            <li key={token.address}>
              <button
                type="button"
                className="swap-option"
                data-testid={`swap-option-${token.symbol}`}
                onClick={() => choose(token)}
              >
                <SwapTokenIcon token={token} />
                <span className="swap-option-name">
                  {token.symbol}
                  <small>{token.name}</small>
                </span>
                {(token.balance ?? 0n) > 0n && <span>{formatTokenAmount(token.balance ?? 0n, token)}</span>}
              </button>
            </li>
          ))}
        </ul>
      </>
    )
  return (
    <div className="stack" data-testid="swap-select-token" data-side={side}>
      <style>{swapStyles}</style>
      <input
        className="search"
        type="search"
        autoComplete="off"
        placeholder={t('swap.search')}
        aria-label={t('swap.search')}
        data-testid="swap-token-search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {list(t('swap.yourTokens'), 'swap-your-tokens', held)}
      {list(t('swap.popularTokens'), 'swap-popular-tokens', popular)}
      {tokens.length === 0 && <p className="empty">{t('swap.noTokens')}</p>}
    </div>
  )
}
