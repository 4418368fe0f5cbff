import { formatBalance, formatUnits } from '@portico/core'
import { usePorticoInstance, useTranslate } from '@portico/react'
import { useOnramp } from '../useOnramp.js'
import { onrampErrorKey } from './onrampErrorKey.js'
import { onrampStyles } from './onrampStyles.js'
import { providerName } from './providerName.js'

/**
 * BuyInProgress: the provider's checkout is open (or, its pop-up blocked, a link to it), then what the cloud reports:
 * pending while the provider delivers, the amount bought, or why it failed with Try again.
 */
export function BuyInProgressView() {
  const portico = usePorticoInstance()
  const t = useTranslate()
  const { api, state } = useOnramp()
  const purchase = state.purchase
  const provider = providerName(state.provider ?? purchase?.provider ?? '')
  const decimals = state.asset?.decimals ?? 18
  const back = () => {
    api?.tryAgain()
    portico.goBack()
  }
  let body: React.ReactNode
  if (state.status === 'success' && purchase)
    body = (
      <>
        <p className="onramp-success" role="status" data-testid="onramp-success">
          {t('onramp.success', {
            amount: formatBalance(formatUnits(BigInt(purchase.cryptoAmount ?? 0), decimals)),
            asset: purchase.asset,
          })}
        </p>
        <button type="button" className="action" data-testid="onramp-done" onClick={() => portico.goBack()}>
          {t('onramp.done')}
        </button>
      </>
    )
  else if (state.status === 'idle' || state.status === 'failed')
    body = (
      <p className="onramp-error" role="alert" data-testid="onramp-failed" data-code={state.error}>
        {t(onrampErrorKey[state.error ?? 'unknown'])}
      </p>
    )
  else
    body = (
      <>
        <div className="onramp-status" role="status" data-testid="onramp-progress" data-status={state.status}>
          <span className="spinner" aria-hidden="true" />
          {state.status === 'pending'
            ? t('onramp.pending', { provider, asset: purchase?.asset ?? '' })
            : state.checkoutUrl
              ? t('onramp.continueInCheckout', { provider })
              : t('onramp.openingCheckout', { provider })}
        </div>
        {state.error === 'checkout_closed' && (
          <p className="onramp-error" role="alert" data-testid="onramp-checkout-closed">
            {t(onrampErrorKey.checkout_closed)}
          </p>
        )}
        {state.popupBlocked && state.checkoutUrl && (
          <p className="note">
            {t('onramp.popupBlocked')}{' '}
            <a
              href={state.checkoutUrl}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="onramp-checkout-link"
            >
              {t('onramp.openCheckout', { provider })}
            </a>
          </p>
        )}
      </>
    )
  return (
    <div className="stack" data-testid="buy-in-progress">
      <style>{onrampStyles}</style>
      {body}
      {state.status !== 'success' && (
        <button
          type="button"
          className="action"
          data-variant="secondary"
          data-testid="onramp-try-again"
          onClick={back}
        >
          {t('onramp.tryAgain')}
        </button>
      )}
    </div>
  )
}
