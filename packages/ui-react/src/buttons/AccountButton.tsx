import { shortenAddress } from '@portico/core'
import { useEffect } from 'react'
import { usePorticoInstance } from '../context/usePorticoInstance.js'
import { avatarGradient } from '../format/avatarGradient.js'
import { balanceText } from '../format/balanceText.js'
import { usePorticoAccount } from '../hooks/usePorticoAccount.js'
import { usePorticoTheme } from '../hooks/usePorticoTheme.js'
import { usePrefetchModal } from '../prefetch/usePrefetchModal.js'
import type { ButtonProps } from './ButtonProps.js'
import { ButtonStyles } from './ButtonStyles.js'

/** Avatar, shortened address and balance; opens Account. Same size while not connected ('Connect Wallet'). */
export function AccountButton({ namespace, className, style, disabled }: ButtonProps) {
  const portico = usePorticoInstance()
  const prefetch = usePrefetchModal()
  const account = usePorticoAccount({ namespace })
  const { themeMode } = usePorticoTheme()
  const { address, balance, status } = account
  const connected = status === 'connected' && address !== undefined
  useEffect(() => {
    if (connected && balance === undefined) portico.refreshBalance({ namespace }).catch(() => undefined)
  }, [portico, connected, balance, namespace])
  return (
    <>
      <ButtonStyles />
      <button
        type="button"
        className={className ? `portico-button ${className}` : 'portico-button'}
        style={style}
        disabled={disabled}
        data-kind="account"
        data-testid="portico-account-button"
        data-state={status}
        data-theme={themeMode}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => portico.open(connected ? { view: 'Account', namespace } : { namespace })}
      >
        {connected ? (
          <>
            <span className="portico-avatar" style={{ background: avatarGradient(address) }} />
            <span className="portico-button-label">{shortenAddress(address)}</span>
            <span
              className="portico-button-muted"
              data-testid="portico-account-button-balance"
              data-state={balance === undefined ? 'loading' : 'ready'}
            >
              {balance === undefined ? '…' : balanceText(balance, account.balanceSymbol)}
            </span>
          </>
        ) : (
          <span className="portico-button-label">
            {status === 'connecting' ? 'Connecting...' : 'Connect Wallet'}
          </span>
        )}
      </button>
    </>
  )
}
