import { shortenAddress } from '@portico/core'
import { usePorticoInstance, usePorticoSnapshot, useTranslate } from '@portico/react'
import { isChoosing } from '../isChoosing.js'
import { usePay } from '../usePay.js'
import { openExchangeTab } from './openExchangeTab.js'
import { PayOutcome } from './PayOutcome.js'
import { payStyles } from './payStyles.js'

/**
 * Pay: the amount and the recipient the app asked for, on the asset's network, Pay with wallet and one button per
 * exchange that pays the asset; then the wallet's and the chain's steps (or the exchange's page, followed until the
 * exchange reports the payment), the payment confirmed, or why it failed with Try again in the place of the way that
 * failed (the exchange's button after an exchange's failure, the wallet's otherwise). An exchange's window closed
 * before the visitor confirmed says so and offers the choice again (Try again on that exchange).
 */
export function PayView() {
  const portico = usePorticoInstance()
  const snapshot = usePorticoSnapshot()
  const t = useTranslate()
  const { api, state } = usePay()
  const payment = state.payment
  const namespace = portico.options.networks.find(
    (each) => each.caipNetworkId === payment?.paymentAsset.network,
  )?.chainNamespace
  if (!payment || !namespace || !snapshot.chains[namespace]?.accountState.address)
    return (
      <div className="stack" data-testid="pay">
        <p className="note">{t('pay.notConnected')}</p>
      </div>
    )
  const { symbol } = payment.paymentAsset.metadata
  const network =
    portico.options.networks.find((each) => each.caipNetworkId === payment.paymentAsset.network)?.name ??
    payment.paymentAsset.network
  const choosing = isChoosing(state)
  const busy = !choosing && state.status !== 'success'
  const exchangeName = state.exchange?.name ?? ''
  const statusText =
    state.status === 'switching'
      ? t('pay.switching')
      : state.status === 'paying'
        ? t('pay.paying')
        : state.status === 'exchange'
          ? t('pay.exchangeWaiting', { name: exchangeName })
          : t('pay.confirming')
  // Try again is on the way that failed (or whose window closed): the exchange chosen, or else the wallet.
  const failedExchange = choosing ? state.exchange?.id : undefined
  return (
    <div className="stack" data-testid="pay" data-status={state.status}>
      <style>{payStyles}</style>
      <p className="pay-amount" data-testid="pay-amount">
        {`${String(payment.amount)} ${symbol}`}
      </p>
      <dl className="pay-summary">
        <div>
          <dt>{t('pay.recipient')}</dt>
          <dd title={payment.recipient} data-testid="pay-recipient">
            {shortenAddress(payment.recipient)}
          </dd>
        </div>
        <div>
          <dt>{t('pay.network')}</dt>
          <dd>{network}</dd>
        </div>
      </dl>
      <PayOutcome
        testId="pay"
        state={state}
        progress={busy ? statusText : undefined}
        success={t('pay.success', { amount: String(payment.amount), symbol })}
      />
      {state.status === 'success' ? (
        <button type="button" className="action" data-testid="pay-done" onClick={() => portico.close()}>
          {t('pay.done')}
        </button>
      ) : (
        <button
          type="button"
          className="action"
          data-testid="pay-with-wallet"
          disabled={busy}
          onClick={() => {
            api?.tryAgain()
            void api?.payWithWallet()
          }}
        >
          {t(state.status === 'error' && !failedExchange ? 'pay.tryAgain' : 'pay.payWithWallet')}
        </button>
      )}
      {choosing &&
        state.exchanges?.map((exchange) => (
          <button
            key={exchange.id}
            type="button"
            className="action secondary"
            data-testid={`pay-exchange-${exchange.id}`}
            onClick={() => {
              const tab = openExchangeTab()
              api?.tryAgain()
              void api?.payWithExchange(exchange.id, tab)
            }}
          >
            {exchange.id === failedExchange
              ? t('pay.tryAgain')
              : t('pay.payWithExchange', { name: exchange.name })}
          </button>
        ))}
    </div>
  )
}
