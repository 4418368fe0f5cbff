import { formatBalance, formatUnits } from '@portico/core'
import { usePorticoInstance, useTranslate } from '@portico/react'
import { useOnramp } from '../useOnramp.js'
import { refusalKey } from './onrampErrorKey.js'
import { providerName } from './providerName.js'

/**
 * The providers' offers for the purchase as typed, best first: what the visitor receives and the fee; those that
 * refused apart, each with its reason in plain words. Choosing one buys with it and shows BuyInProgress.
 */
export function OnrampQuotes() {
  const portico = usePorticoInstance()
  const t = useTranslate()
  const { api, state } = useOnramp()
  if (state.quoteStatus === 'loading')
    return (
      <div className="onramp-status" data-testid="onramp-quoting">
        <span className="spinner" aria-hidden="true" />
        {t('onramp.quoting')}
      </div>
    )
  if (state.fiatAmount.trim() === '') return <p className="empty">{t('onramp.enterAmount')}</p>
  const quotes = state.quotes ?? []
  const refused = state.refused ?? []
  const choose = (provider: string) => {
    // Called within the click: the checkout's window opens before anything is awaited.
    void api?.buy(provider)
    portico.push('BuyInProgress')
  }
  return (
    <>
      {quotes.length > 0 && <p className="onramp-label">{t('onramp.offers')}</p>}
      <ul className="onramp-list" data-testid="onramp-quotes">
        {quotes.map((quote, index) => (
          <li key={quote.provider}>
            <button
              type="button"
              className="onramp-quote"
              data-testid={`onramp-quote-${quote.provider}`}
              onClick={() => choose(quote.provider)}
            >
              <span className="onramp-quote-head">
                <span>{providerName(quote.provider)}</span>
                {index === 0 && <span>{t('onramp.best')}</span>}
              </span>
              <span data-testid={`onramp-receive-${quote.provider}`}>
                {t('onramp.youReceive', {
                  amount: formatBalance(formatUnits(quote.cryptoAmount, quote.decimals)),
                  asset: quote.asset,
                })}
              </span>
              <small data-testid={`onramp-fee-${quote.provider}`}>
                {t('onramp.fee', {
                  fee: quote.fee,
                  currency: quote.fiatCurrency,
                  percent: String(quote.feeBps / 100),
                })}
              </small>
            </button>
          </li>
        ))}
      </ul>
      {refused.length > 0 && (
        <ul className="onramp-list" data-testid="onramp-refused">
          {refused.map((refusal) => (
            <li
              key={refusal.provider}
              className="onramp-refused"
              data-testid={`onramp-refused-${refusal.provider}`}
            >
              {providerName(refusal.provider)} · {t('onramp.cannotSell')}: {t(refusalKey(refusal.code))}
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
