import { shortenAddress } from '@portico/core'
import { avatarGradient } from '../format/avatarGradient.js'
import { usePortico } from '../hooks/usePortico.js'
import { usePorticoAccount } from '../hooks/usePorticoAccount.js'
import { usePorticoTheme } from '../hooks/usePorticoTheme.js'
import { usePrefetchModal } from '../prefetch/usePrefetchModal.js'
import type { ButtonProps } from './ButtonProps.js'
import { ButtonStyles } from './ButtonStyles.js'

export interface ConnectButtonProps extends ButtonProps {
  label?: string
  loadingLabel?: string
}

/** Opens the modal: 'Connect Wallet', 'Connecting...' or the connected address, at one fixed size. */
export function ConnectButton({
  label = 'Connect Wallet',
  loadingLabel = 'Connecting...',
  namespace,
  className,
  style,
  disabled,
}: ConnectButtonProps) {
  const { open } = usePortico()
  const prefetch = usePrefetchModal()
  const { status, address } = usePorticoAccount({ namespace })
  const { themeMode } = usePorticoTheme()
  const connected = status === 'connected' && address !== undefined
  return (
    <>
      <ButtonStyles />
      <button
        type="button"
        className={className ? `portico-button ${className}` : 'portico-button'}
        style={style}
        disabled={disabled}
        data-kind="connect"
        data-testid="portico-connect-button"
        data-state={status}
        data-theme={themeMode}
        aria-busy={status === 'connecting' || undefined}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => open(namespace ? { namespace } : undefined)}
      >
        {connected && <span className="portico-avatar" style={{ background: avatarGradient(address) }} />}
        {status === 'connecting' && <span className="portico-spinner" aria-hidden="true" />}
        <span className="portico-button-label">
          {connected ? shortenAddress(address) : status === 'connecting' ? loadingLabel : label}
        </span>
      </button>
    </>
  )
}
