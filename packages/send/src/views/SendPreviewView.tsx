import { formatFiat, formatUnits, shortenAddress } from '@portico/core'
import { usePorticoInstance, useSubmitGuard, useTranslate } from '@portico/react'
import { useState } from 'react'
import { executeSend } from '../plan/executeSend.js'
import { errorText } from './errorText.js'
import { sendStyles } from './sendStyles.js'
import { useSend } from './useSend.js'

type SendStatus =
  | { state: 'ready' | 'wallet' | 'pending' }
  | { state: 'success'; id: string }
  | { state: 'error'; message: string }

/**
 * The send's preview: amount (and its fiat value), receiver (profile name and image when given by
 * name), network and network fee; Send asks the wallet, then shows the pending and success states
 * (balance and portfolio read again); a refusal or failure shows why, with Try again.
 */
export function SendPreviewView() {
  const portico = usePorticoInstance()
  const t = useTranslate()
  const { api, state } = useSend()
  const [status, setStatus] = useState<SendStatus>({ state: 'ready' })
  const plan = state.plan
  // One wallet request per Send, however often it is clicked.
  const { submit } = useSubmitGuard(async () => {
    if (!plan) return
    setStatus({ state: 'wallet' })
    try {
      const id = await executeSend(portico, plan, { onSubmitted: () => setStatus({ state: 'pending' }) })
      setStatus({ state: 'success', id })
    } catch (reason) {
      setStatus({ state: 'error', message: errorText(t, reason) })
    }
  })
  if (!plan) return <p className="empty">{t('send.notConnected')}</p>
  const { token, network } = plan
  const amount = `${formatUnits(plan.amount, token.decimals)} ${token.symbol}`
  const fiat =
    token.price === undefined
      ? undefined
      : formatFiat(Number(formatUnits(plan.amount, token.decimals)) * token.price)
  const fee = `${formatUnits(plan.fee, network.nativeCurrency.decimals)} ${network.nativeCurrency.symbol}`
  const receiverName = state.receiverProfileName ?? shortenAddress(plan.to)

  const done = () => {
    api?.reset()
    portico.goBack()
    portico.goBack()
  }
  const busy = status.state === 'wallet' || status.state === 'pending'

  return (
    <div className="stack" data-testid="send-preview" data-state={status.state}>
      <style>{sendStyles}</style>
      <p className="send-amount" data-testid="send-preview-amount">
        {amount}
      </p>
      {fiat && (
        <p className="note center" data-testid="send-preview-fiat">
          {fiat}
        </p>
      )}
      <div className="send-summary">
        <div className="send-line">
          <span>{t('send.to')}</span>
          <span className="send-receiver" data-testid="send-preview-receiver" title={plan.to}>
            {state.receiverProfileImage && (
              <img
                className="send-receiver-image"
                data-testid="send-preview-receiver-image"
                src={state.receiverProfileImage}
                alt={t('send.receiverImage', { name: receiverName })}
              />
            )}
            {receiverName}
          </span>
        </div>
        {state.receiverProfileName && (
          <div className="send-line">
            <span />
            <span data-testid="send-preview-receiver-address">{shortenAddress(plan.to)}</span>
          </div>
        )}
        <div className="send-line">
          <span>{t('send.network')}</span>
          <span>{network.name}</span>
        </div>
        <div className="send-line">
          <span>{t('send.networkFee')}</span>
          <span data-testid="send-preview-fee">{fee}</span>
        </div>
      </div>
      {status.state === 'wallet' && (
        <p className="send-status" role="status" data-testid="send-status">
          <span className="spinner" aria-hidden="true" />
          {t('send.waitingWallet')}
        </p>
      )}
      {status.state === 'pending' && (
        <p className="send-status" role="status" data-testid="send-status">
          <span className="spinner" aria-hidden="true" />
          {t('send.pending')}
        </p>
      )}
      {status.state === 'success' && (
        <p className="send-success" role="status" data-testid="send-success" data-transaction={status.id}>
          {t('send.success', { amount, receiver: receiverName })}
        </p>
      )}
      {status.state === 'error' && (
        <p className="send-error" role="alert" data-testid="send-error">
          {status.message}
        </p>
      )}
      {status.state === 'success' ? (
        <button type="button" className="action" data-block="true" data-testid="send-done" onClick={done}>
          {t('send.done')}
        </button>
      ) : (
        <div className="send-actions">
          <button
            type="button"
            className="action"
            data-variant="secondary"
            data-testid="send-edit"
            disabled={busy}
            onClick={() => portico.goBack()}
          >
            {t('send.edit')}
          </button>
          <button
            type="button"
            className="action"
            data-testid="send-confirm"
            disabled={busy}
            onClick={submit}
          >
            {status.state === 'error' ? t('send.tryAgain') : t('send.confirm')}
          </button>
        </div>
      )}
    </div>
  )
}
