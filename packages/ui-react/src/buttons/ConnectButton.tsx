import { shortenAddress } from '@portico/core'
import { avatarGradient } from '../format/avatarGradient.js'
import { usePortico } from '../hooks/usePortico.js'
import { usePorticoAccount } from '../hooks/usePorticoAccount.js'
import { useTranslate } from '../i18n/useTranslate.js'
import type { ButtonProps } from './ButtonProps.js'
import { PorticoButton } from './PorticoButton.js'

export interface ConnectButtonProps extends ButtonProps {
  /** The label while disconnected; default 'Connect Wallet' in the current locale. */
  label?: string | undefined
  /** The label while connecting; default 'Connecting...' in the current locale. */
  loadingLabel?: string | undefined
}

/** Opens the modal: 'Connect Wallet', 'Connecting...' or the connected address, at one fixed size. */
export function ConnectButton({
  label,
  loadingLabel,
  namespace,
  className,
  style,
  disabled,
}: ConnectButtonProps) {
  const { open } = usePortico()
  const { status, address } = usePorticoAccount({ namespace })
  const t = useTranslate()
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
        {connected
          ? shortenAddress(address)
          : status === 'connecting'
            ? (loadingLabel ?? t('button.connecting'))
            : (label ?? t('button.connect'))}
      </span>
    </PorticoButton>
  )
}
