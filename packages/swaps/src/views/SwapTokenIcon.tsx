import type { SwapToken } from '../SwapToken.js'

/** A token's logo, when the cloud gave one (decorative: the symbol is always written beside it). */
export function SwapTokenIcon({ token }: { token: SwapToken }) {
  return token.logoUri ? <img className="swap-icon" src={token.logoUri} alt="" /> : null
}
