import { formatBalance, formatFiat, type TokenBalance } from '@portico/core'
import { usePorticoInstance } from '../../context/usePorticoInstance.js'
import { balanceText } from '../../format/balanceText.js'
import { useTranslate } from '../../i18n/useTranslate.js'
import { Spinner } from '../../icons/Spinner.js'
import { selectChain } from '../../state/selectChain.js'
import { usePorticoSnapshot } from '../../state/usePorticoSnapshot.js'
import { TokenImage } from './TokenImage.js'
import { usePortfolioRead } from './usePortfolioRead.js'

function TokenRow({ token, locale }: { token: TokenBalance; locale: string }) {
  return (
    <li className="holding" data-testid="account-token" data-symbol={token.symbol}>
      <TokenImage src={token.iconUrl} label={token.symbol} />
      <span className="holding-text">
        <span className="holding-name">{token.name}</span>
        <span className="holding-detail" data-testid="account-token-quantity">
          {balanceText(formatBalance(token.quantity.numeric), token.symbol, locale)}
        </span>
      </span>
      {token.value !== undefined && (
        <span className="holding-value" data-testid="account-token-value">
          {formatFiat(token.value)}
        </span>
      )}
    </li>
  )
}

/**
 * The Tokens tab: the account's portfolio (`portico.portfolio`: name, symbol, quantity, value, icon),
 * cached 30 s by core; a failure shows the documented 'Token Balance Unavailable' toast.
 */
export function TokensTab() {
  const portico = usePorticoInstance()
  const state = usePorticoSnapshot()
  const t = useTranslate()
  const account = selectChain(state)?.accountState
  const status = usePortfolioRead(
    account?.caipAddress,
    () => portico.portfolio.getTokens(),
    'TOKEN_BALANCE_UNAVAILABLE',
  )
  const tokens = account?.tokenBalance ?? []
  if (status === 'loading' && tokens.length === 0) {
    return (
      <div className="view-state">
        <Spinner label={t('modal.loading')} />
      </div>
    )
  }
  if (tokens.length === 0) return <p className="empty">{t('account.noTokens')}</p>
  return (
    <ul className="holdings" aria-label={t('account.tokens')} data-testid="account-tokens">
      {tokens.map((token) => (
        <TokenRow
          key={`${token.chainId}:${token.address ?? 'native'}`}
          token={token as TokenBalance}
          locale={state.locale}
        />
      ))}
    </ul>
  )
}
