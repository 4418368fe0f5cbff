import {
  type ChainNamespace,
  formatFiat,
  formatUnits,
  type Network,
  type TokenBalance,
  ValidationError,
  validateSendInput,
} from '@portico/core'
import { usePorticoInstance, useSubmitGuard, useTranslate } from '@portico/react'
import { type FormEvent, useId, useState } from 'react'
import { checkReceiverAddress } from '../form/checkReceiverAddress.js'
import { isReceiverName } from '../form/isReceiverName.js'
import { parseSendAmount } from '../form/parseSendAmount.js'
import { maxSendable } from '../plan/maxSendable.js'
import { planSend } from '../plan/planSend.js'
import type { SendState } from '../SendState.js'
import type { SendToken } from '../tokens/SendToken.js'
import { sendTokenKey } from '../tokens/sendTokenKey.js'
import { errorText } from './errorText.js'
import { formatTokenAmount } from './formatTokenAmount.js'
import { SendTokenIcon } from './SendTokenIcon.js'
import { useSend } from './useSend.js'

export interface SendFormProps {
  namespace: ChainNamespace
  address: string
  network: Network
  /** The native currency first, then the tokens. */
  tokens: SendToken[]
}

/** The receiver as typed: an address checked by the namespace's rule, or a name resolved to its profile. */
async function resolveReceiver(
  names: { profile(name: string): Promise<{ name: string; address: string; avatar?: string } | undefined> },
  namespace: ChainNamespace,
  input: string,
): Promise<Pick<SendState, 'receiverAddress' | 'receiverProfileName' | 'receiverProfileImage'>> {
  if (!isReceiverName(namespace, input)) return { receiverAddress: checkReceiverAddress(namespace, input) }
  const profile = await names.profile(input)
  if (!profile) throw new ValidationError('SEND_NAME_NOT_FOUND', { name: input })
  return {
    receiverAddress: checkReceiverAddress(namespace, profile.address),
    receiverProfileName: profile.name,
    ...(profile.avatar ? { receiverProfileImage: profile.avatar } : {}),
  }
}

/**
 * The send form. Review checks in docs/behaviour.md#validation order ('An amount and receiver address are
 * required', 'A token is required'), then the receiver (the address rule, or the name through
 * `portico.names`), the amount, and on the network the balance, the fee and the transfer itself;
 * only a send that passes opens the preview, so the wallet is never asked for one that would fail.
 */
export function SendForm({ namespace, address, network, tokens }: SendFormProps) {
  const portico = usePorticoInstance()
  const t = useTranslate()
  const { api, state } = useSend()
  const id = useId()
  const [tokenKey, setTokenKey] = useState(state.token ? sendTokenKey(state.token) : '')
  const [amount, setAmount] = useState(state.sendTokenAmount)
  const [receiver, setReceiver] = useState(state.receiverInput)
  const [checking, setChecking] = useState(false)
  const [error, setError] = useState<string>()
  const token = tokens.find((each) => sendTokenKey(each) === tokenKey)
  const native = tokens[0]
  const fiat = (() => {
    if (!token?.price || amount.trim() === '') return undefined
    const value = Number(amount.replace(',', '.'))
    return Number.isFinite(value) ? formatFiat(value * token.price) : undefined
  })()

  const setMax = async () => {
    if (!token) return
    try {
      setAmount(formatUnits(await maxSendable(network, token), token.decimals))
    } catch (reason) {
      setError(errorText(t, reason))
    }
  }

  const check = useSubmitGuard(async () => {
    setError(undefined)
    setChecking(true)
    try {
      const input = receiver.trim()
      // Core's docs/behaviour.md#validation check reads only whether a token is chosen, not its fields.
      validateSendInput({
        namespace,
        amount: amount.trim(),
        receiverAddress: input,
        token: token as unknown as TokenBalance,
      })
      const chosen = token as SendToken
      const receiverFields = await resolveReceiver(portico.names, namespace, input)
      const value = parseSendAmount(amount, chosen.decimals)
      const plan = await planSend(
        {
          network,
          from: address,
          token: chosen,
          amount: value,
          to: receiverFields.receiverAddress as string,
          nativeBalance: native?.balance ?? 0n,
        },
        api?.usdtLikeTokens ?? [],
      )
      api?.update({
        token: chosen,
        sendTokenAmount: amount.trim(),
        receiverInput: input,
        receiverAddress: undefined,
        receiverProfileName: undefined,
        receiverProfileImage: undefined,
        ...receiverFields,
        plan,
      })
      portico.push('SendPreview')
    } catch (reason) {
      setError(errorText(t, reason))
    } finally {
      setChecking(false)
    }
  })
  const review = (event: FormEvent) => {
    event.preventDefault()
    check.submit()
  }

  return (
    <form className="stack" onSubmit={review} noValidate data-testid="send-form">
      <div className="send-field">
        <label className="send-label" htmlFor={`${id}-token`}>
          {t('send.token')}
        </label>
        <div className="send-token-row">
          {token && <SendTokenIcon token={token} />}
          <select
            id={`${id}-token`}
            className="send-select"
            data-testid="send-token"
            value={tokenKey}
            onChange={(event) => setTokenKey(event.target.value)}
          >
            <option value="">{t('send.tokenPlaceholder')}</option>
            {tokens.map((each) => (
              <option key={sendTokenKey(each)} value={sendTokenKey(each)} data-symbol={each.symbol}>
                {t('send.tokenOption', {
                  symbol: each.symbol,
                  balance: formatTokenAmount(each.balance, each.decimals, each.symbol),
                })}
              </option>
            ))}
          </select>
        </div>
        {token && (
          <span className="send-token-name" data-testid="send-token-name">
            {token.name}
          </span>
        )}
      </div>
      <div className="send-field">
        <label className="send-label" htmlFor={`${id}-amount`}>
          {t('send.amount')}
        </label>
        <div className="send-amount-row">
          <input
            id={`${id}-amount`}
            className="search"
            data-testid="send-amount"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
          <button
            type="button"
            className="action"
            data-variant="secondary"
            data-testid="send-max"
            disabled={!token}
            onClick={setMax}
          >
            {t('send.max')}
          </button>
        </div>
        <div className="send-meta">
          <span data-testid="send-balance">
            {token
              ? t('send.balance', { balance: formatTokenAmount(token.balance, token.decimals, token.symbol) })
              : ''}
          </span>
          <span data-testid="send-fiat">{fiat ?? ''}</span>
        </div>
      </div>
      <div className="send-field">
        <label className="send-label" htmlFor={`${id}-receiver`}>
          {t('send.receiver')}
        </label>
        <input
          id={`${id}-receiver`}
          className="search"
          data-testid="send-receiver"
          autoComplete="off"
          spellCheck={false}
          placeholder={t(
            namespace === 'eip155' ? 'send.receiverPlaceholderEvm' : 'send.receiverPlaceholderSolana',
          )}
          value={receiver}
          onChange={(event) => setReceiver(event.target.value)}
        />
      </div>
      {error && (
        <p className="send-error" role="alert" data-testid="send-error">
          {error}
        </p>
      )}
      <button
        type="submit"
        className="action"
        data-block="true"
        data-testid="send-review"
        data-state={checking ? 'checking' : 'idle'}
        disabled={checking}
      >
        {checking ? t('send.checking') : t('send.review')}
      </button>
    </form>
  )
}
