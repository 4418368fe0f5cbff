import { SEND_NAMESPACES } from '@portico/core'
import { usePorticoSnapshot, useTranslate } from '@portico/react'
import { errorText } from './errorText.js'
import { SendForm } from './SendForm.js'
import { sendStyles } from './sendStyles.js'
import { useSendTokens } from './useSendTokens.js'

/**
 * Send: on EVM and Solana, the form (token, amount with Max and its fiat value, receiver by address
 * or, on EVM, by name) over the account's tokens; on another namespace, 'Unsupported chain'.
 */
export function SendView() {
  const state = usePorticoSnapshot()
  const t = useTranslate()
  const namespace = state.activeNamespace
  const chain = namespace ? state.chains[namespace] : undefined
  const address = chain?.accountState.address
  const network = chain?.networkState.caipNetwork
  const supported = (SEND_NAMESPACES as readonly string[]).includes(namespace ?? '')
  const read = useSendTokens(supported ? namespace : undefined, address, network)
  let body: React.ReactNode
  if (!namespace || !address || !network) body = <p className="empty">{t('send.notConnected')}</p>
  else if (!supported)
    body = (
      <p className="send-error" role="alert" data-testid="send-error">
        {t('error.UNSUPPORTED_CHAIN')}
      </p>
    )
  else if (read.status === 'loading')
    body = (
      <div className="send-status" data-testid="send-loading">
        <span className="spinner" aria-hidden="true" />
        {t('modal.loading')}
      </div>
    )
  else if (read.status === 'error')
    body = (
      <p className="send-error" role="alert" data-testid="send-error">
        {errorText(t, read.error)}
      </p>
    )
  else body = <SendForm namespace={namespace} address={address} network={network} tokens={read.tokens} />
  return (
    <div className="stack" data-testid="send-view">
      <style>{sendStyles}</style>
      {body}
    </div>
  )
}
