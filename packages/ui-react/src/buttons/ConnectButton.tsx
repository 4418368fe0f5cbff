import { shortenAddress } from '@portico/core'
import { avatarGradient } from '../format/avatarGradient.js'
import { usePortico } from '../hooks/usePortico.js'
import { usePorticoAccount } from '../hooks/usePorticoAccount.js'
import type { ButtonProps } from './ButtonProps.js'
import { PorticoButton } from './PorticoButton.js'

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
  const { status, address } = usePorticoAccount({ namespace })
  const connected = status === 'connected' && address !== undefined
  return (
    <PorticoButton
      kind="connect"
      state={status}
      busy={status === 'connecting'}
      className={className}
      style={style}
      disabled={disabled}
      onClick={() => open(namespace ? { namespace } : undefined)}
    >
      {connected && <span className="portico-avatar" style={{ background: avatarGradient(address) }} />}
      {status === 'connecting' && <span className="portico-spinner" aria-hidden="true" />}
      <span className="portico-button-label">
        {connected ? shortenAddress(address) : status === 'connecting' ? loadingLabel : label}
      </span>
    </PorticoButton>
  )
}
