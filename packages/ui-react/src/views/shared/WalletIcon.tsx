import { Icon } from '../../icons/Icon.js'
import { usePreloadedImage } from './usePreloadedImage.js'
import { walletInitials } from './walletInitials.js'

/**
 * A wallet's image, preloaded (given up after 2 s); its initials when the image fails, the generic
 * wallet icon when it has none. `data-state`: `none` | `loading` | `ready` | `fallback`.
 */
export function WalletIcon({ src, name, size }: { src?: string; name?: string; size?: 'large' }) {
  const state = usePreloadedImage(src)
  if (state === 'ready')
    return <img className="wallet-icon" data-size={size} data-state={state} src={src} alt="" />
  const initials = state === 'fallback' && name ? walletInitials(name) : ''
  return (
    <span className="wallet-icon" data-size={size} data-state={state} aria-hidden="true">
      {state === 'loading' ? null : initials || <Icon name="wallet" size={size ? 32 : 18} />}
    </span>
  )
}
