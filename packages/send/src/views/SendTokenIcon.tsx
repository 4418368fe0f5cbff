import { useState } from 'react'
import type { SendToken } from '../tokens/SendToken.js'

/** The chosen token's icon; its symbol's first letters on a disc when it has none or it fails to load. */
export function SendTokenIcon({ token }: { token: Pick<SendToken, 'symbol' | 'iconUrl'> }) {
  const [failed, setFailed] = useState<string>()
  if (!token.iconUrl || failed === token.iconUrl) {
    return (
      <span className="send-token-icon" data-testid="send-token-icon" data-fallback="true" aria-hidden="true">
        {token.symbol.slice(0, 2).toUpperCase()}
      </span>
    )
  }
  return (
    <img
      className="send-token-icon"
      data-testid="send-token-icon"
      src={token.iconUrl}
      alt=""
      onError={() => setFailed(token.iconUrl)}
    />
  )
}
