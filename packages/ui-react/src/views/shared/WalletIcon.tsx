import { Icon } from '../../icons/Icon.js'

/** A wallet's image, or the generic wallet icon when it has none. */
export function WalletIcon({ src, size }: { src?: string; size?: 'large' }) {
  if (src) return <img className="wallet-icon" data-size={size} src={src} alt="" />
  return (
    <span className="wallet-icon" data-size={size} aria-hidden="true">
      <Icon name="wallet" size={size ? 32 : 18} />
    </span>
  )
}
