import { shortenAddress } from '@portico/core'
import { usePorticoInstance, usePorticoSnapshot, useTranslate } from '@portico/react'
import { useEffect, useId, useState } from 'react'
import { fundNamespaceOf } from '../fundNamespaceOf.js'
import { isChoosing } from '../isChoosing.js'
import { usePay } from '../usePay.js'
import { openExchangeTab } from './openExchangeTab.js'
import { PayOutcome } from './PayOutcome.js'
import { payErrorKey } from './payErrorKey.js'
import { payStyles } from './payStyles.js'

/**
 * Fund wallet: the connected account and its network, the asset to deposit (the network's coin or a token the
 * project's exchanges deposit, when there is a choice), its amount and one button per exchange that deposits it; then the exchange's page (followed until the exchange reports the deposit), the amount
 * deposited (the balance read again), or why it failed with Try again. An exchange's window closed before the visitor
 * confirmed says so and offers the exchanges again (Try again on that one) while that deposit is still followed.
 */
export function FundWalletView() {
  const portico = usePorticoInstance()
  const snapshot = usePorticoSnapshot()
  const t = useTranslate()
  const id = useId()
  const { api, state } = usePay()
  const [amount, setAmount] = useState('')
  const chain = snapshot.chains[fundNamespaceOf(snapshot)]
  const address = chain?.accountState.address
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per showing (and per account)
  useEffect(() => {
    api?.startDeposit()
  }, [api, address])
  const payment = state.deposit ? state.payment : undefined
  if (!payment)
    return (
      <div className="stack" data-testid="fund-wallet" data-status={state.status}>
        <p className="note">{t(state.error ? payErrorKey[state.error] : 'pay.notConnected')}</p>
      </div>
    )
  const { symbol } = payment.paymentAsset.metadata
  const network =
    portico.options.networks.find((each) => each.caipNetworkId === payment.paymentAsset.network)?.name ??
    payment.paymentAsset.network
  const exchangeName = state.exchange?.name ?? ''
  const choosing = isChoosing(state)
  // Try again is on the exchange whose window closed before the visitor confirmed.
  const closedExchange = state.windowClosed ? state.exchange?.id : undefined
  const exchanges = state.exchanges ?? []
  const fundAssets = state.fundAssets ?? []
  const symbolOfCoin = chain?.networkState.caipNetwork?.nativeCurrency.symbol
  return (
    <div className="stack" data-testid="fund-wallet" data-status={state.status}>
      <style>{payStyles}</style>
      <dl className="pay-summary">
        <div>
          <dt>{t('pay.recipient')}</dt>
          <dd title={payment.recipient} data-testid="fund-wallet-account">
            {shortenAddress(payment.recipient)}
          </dd>
        </div>
        <div>
          <dt>{t('pay.network')}</dt>
          <dd>{network}</dd>
        </div>
      </dl>
      {fundAssets.length > 1 && (
        <fieldset className="pay-assets" disabled={!choosing}>
          <legend className="pay-label">{t('pay.depositAsset')}</legend>
          {fundAssets.map((each) => (
            <label key={each.asset}>
              <input
                type="radio"
                name={`${id}-asset`}
                checked={each.asset === payment.paymentAsset.asset}
                data-testid={`fund-wallet-asset-${each.symbol}`}
                onChange={() => api?.startDeposit(each.asset)}
              />
              {each.asset === 'native' ? symbolOfCoin : each.symbol}
            </label>
          ))}
        </fieldset>
      )}
      <label className="pay-label" htmlFor={`${id}-amount`}>
        {`${t('pay.depositAmount')} (${symbol})`}
      </label>
      <input
        id={`${id}-amount`}
        className="search"
        data-testid="fund-wallet-amount"
        inputMode="decimal"
        autoComplete="off"
        disabled={!choosing}
        value={choosing ? amount : String(payment.amount)}
        onChange={(event) => setAmount(event.target.value)}
      />
      <PayOutcome
        testId="fund-wallet"
        state={state}
        progress={
          state.status === 'exchange' && !choosing
            ? t('pay.depositWaiting', { name: exchangeName })
            : undefined
        }
        success={t('pay.deposited', { amount: String(payment.amount), symbol })}
      />
      {state.status === 'success' && (
        <button
          type="button"
          className="action"
          data-testid="fund-wallet-done"
          onClick={() => portico.goBack()}
        >
          {t('pay.done')}
        </button>
      )}
      {choosing && exchanges.length === 0 && <p className="note">{t('pay.noExchange')}</p>}
      {choosing &&
        exchanges.map((exchange) => (
          <button
            key={exchange.id}
            type="button"
            className="action"
            data-testid={`fund-wallet-exchange-${exchange.id}`}
            onClick={() => {
              const tab = openExchangeTab()
              void api?.deposit(exchange.id, amount, tab)
            }}
          >
            {exchange.id === closedExchange
              ? t('pay.tryAgain')
              : t('pay.depositFrom', { name: exchange.name })}
          </button>
        ))}
    </div>
  )
}
