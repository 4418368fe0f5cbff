import { shortenAddress } from '@portico/core'
import { useEffect } from 'react'
import { usePorticoInstance } from '../context/usePorticoInstance.js'
import { avatarGradient } from '../format/avatarGradient.js'
import { balanceText } from '../format/balanceText.js'
import { usePorticoAccount } from '../hooks/usePorticoAccount.js'
import { useTranslate } from '../i18n/useTranslate.js'
import { usePorticoSelector } from '../state/usePorticoSelector.js'
import type { ButtonProps } from './ButtonProps.js'
import { PorticoButton } from './PorticoButton.js'

/** Avatar, the account's name (else its shortened address) and balance; opens Account. Same size while not connected ('Connect Wallet'). */
export function AccountButton({ namespace, className, style, disabled }: ButtonProps) {
  const portico = usePorticoInstance()
  const account = usePorticoAccount({ namespace })
  const t = useTranslate()
  const locale = usePorticoSelector((s) => s.locale)
  const { address, balance, status } = account
  const connected = status === 'connected' && address !== undefined
  useEffect(() => {
    if (connected && balance === undefined) portico.refreshBalance({ namespace }).catch(() => undefined)
  }, [portico, connected, balance, namespace])
  return (
    <PorticoButton
      kind="account"
      state={status}
      className={className}
      style={style}
      disabled={disabled}
      onClick={() => portico.open(connected ? { view: 'Account', namespace } : { namespace })}
    >
      {connected ? (
        <>
          <span className="portico-avatar" style={{ background: avatarGradient(address) }} />
          <span className="portico-button-label" data-testid="portico-account-button-label">
            {account.profileName ?? shortenAddress(address)}
          </span>
          <span
            className="portico-button-muted"
            data-testid="portico-account-button-balance"
            data-state={balance === undefined ? 'loading' : 'ready'}
          >
            {balance === undefined ? '…' : balanceText(balance, account.balanceSymbol, locale)}
          </span>
        </>
      ) : (
        <span className="portico-button-label">
          {status === 'connecting' ? t('button.connecting') : t('button.connect')}
        </span>
      )}
    </PorticoButton>
  )
}
