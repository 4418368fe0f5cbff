import { parseEther } from 'viem'
import { useConnection, useSendTransaction } from 'wagmi'

/** Where the example sends: a fixed address, so the page and its reader know what to expect. */
export const recipient = '0x000000000000000000000000000000000000bEEF'

/** Sends 0.001 ETH with the connected wallet through the app's own wagmi hooks. */
export function SendTransaction() {
  const { isConnected } = useConnection()
  const { sendTransaction, data: hash, error } = useSendTransaction()
  return (
    <section>
      <button
        type="button"
        disabled={!isConnected}
        onClick={() => sendTransaction({ to: recipient, value: parseEther('0.001') })}
      >
        Send 0.001 ETH
      </button>
      {hash && <output data-testid="transaction-hash">{hash}</output>}
      {error && <p role="alert">{error.message}</p>}
    </section>
  )
}
