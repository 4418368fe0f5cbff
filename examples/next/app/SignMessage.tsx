'use client'

import { useConnection, useSignMessage } from 'wagmi'

const message = 'Hello from the Portico example'

/** Signs a message with the connected wallet through the app's own wagmi hooks. */
export function SignMessage() {
  const { isConnected } = useConnection()
  const { signMessage, data: signature, error } = useSignMessage()
  return (
    <section>
      <button type="button" disabled={!isConnected} onClick={() => signMessage({ message })}>
        Sign message
      </button>
      {signature && <output data-testid="signature">{signature}</output>}
      {error && <p role="alert">{error.message}</p>}
    </section>
  )
}
