import type { ReactNode } from 'react'
import { usePorticoTheme } from '../hooks/usePorticoTheme.js'
import { usePrefetchModal } from '../prefetch/usePrefetchModal.js'
import type { ButtonProps } from './ButtonProps.js'
import { ButtonStyles } from './ButtonStyles.js'

export interface PorticoButtonProps extends Omit<ButtonProps, 'namespace'> {
  kind: 'connect' | 'account' | 'network'
  /** `data-state`, what tests and the app's CSS wait on. */
  state: string
  busy?: boolean
  networkId?: string
  onClick(): void
  children: ReactNode
}

/**
 * The element under every Portico button: its styles, class, kind, state and theme attributes,
 * and the modal's code prefetched when the pointer enters it or it gets focus.
 */
export function PorticoButton({
  kind,
  state,
  busy,
  networkId,
  className,
  style,
  disabled,
  onClick,
  children,
}: PorticoButtonProps) {
  const prefetch = usePrefetchModal()
  const { themeMode } = usePorticoTheme()
  return (
    <>
      <ButtonStyles />
      <button
        type="button"
        className={className ? `portico-button ${className}` : 'portico-button'}
        style={style}
        disabled={disabled}
        data-kind={kind}
        data-testid={`portico-${kind}-button`}
        data-state={state}
        data-network-id={networkId}
        data-theme={themeMode}
        aria-busy={busy || undefined}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={onClick}
      >
        {children}
      </button>
    </>
  )
}
