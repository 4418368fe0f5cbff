import { parseEther } from 'viem'
import {
  useChainId,
  useConnection,
  useSendTransaction,
  useSignMessage,
  useSignTypedData,
  useWaitForTransactionReceipt,
} from 'wagmi'
import { Field } from './Field.js'
import { LAB_SIGN_MESSAGE, labTypedData } from './labTypedData.js'

/** Where the lab's send button sends 0.01 ETH: the last funded devnet account. */
export const LAB_RECIPIENT = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'

/**
 * The app's own wagmi view of the connection, and sign/send through the app's own wagmi hooks: what an
 * integrator's code does. The browser tests compare these fields with the Portico panel's.
 */
export function WagmiPanel() {
  const connection = useConnection()
  const chainId = useChainId()
  const signMessage = useSignMessage()
  const signTypedData = useSignTypedData()
  const send = useSendTransaction()
  const receipt = useWaitForTransactionReceipt({ hash: send.data })
  const connected = connection.status === 'connected'
  return (
    <section className="lab-panel" aria-labelledby="wagmi-panel-title">
      <h2 id="wagmi-panel-title">wagmi</h2>
      <dl>
        <Field label="Status" testId="wagmi-status" value={connection.status} />
        <Field label="Address" testId="wagmi-address" value={connection.address} />
        <Field label="Connected chain" testId="wagmi-chain-id" value={connection.chainId?.toString()} />
        <Field label="Config chain" testId="wagmi-config-chain-id" value={chainId.toString()} />
      </dl>
      <div className="lab-actions">
        <button
          type="button"
          data-testid="wagmi-sign-message"
          disabled={!connected}
          onClick={() => signMessage.mutate({ message: LAB_SIGN_MESSAGE })}
        >
          Sign message
        </button>
        <button
          type="button"
          data-testid="wagmi-sign-typed-data"
          disabled={!connected}
          onClick={() => signTypedData.mutate(labTypedData)}
        >
          Sign typed data
        </button>
        <button
          type="button"
          data-testid="wagmi-send-transaction"
          disabled={!connected}
          onClick={() => send.mutate({ to: LAB_RECIPIENT, value: parseEther('0.01') })}
        >
          Send 0.01 ETH
        </button>
      </div>
      <dl>
        <Result label="Signature" testId="wagmi-signature" mutation={signMessage} />
        <Result label="Typed signature" testId="wagmi-typed-signature" mutation={signTypedData} />
        <Result label="Transaction" testId="wagmi-transaction" mutation={send} />
        <div className="lab-field">
          <dt>Receipt</dt>
          <dd data-testid="wagmi-receipt" data-state={send.data ? receipt.status : 'idle'}>
            {receipt.data ? `${receipt.data.status} in block ${receipt.data.blockNumber}` : '—'}
          </dd>
        </div>
      </dl>
    </section>
  )
}

type Mutation = { status: 'idle' | 'pending' | 'success' | 'error'; data?: string; error: Error | null }

function Result({ label, testId, mutation }: { label: string; testId: string; mutation: Mutation }) {
  const error = mutation.error as (Error & { shortMessage?: string }) | null
  return (
    <div className="lab-field">
      <dt>{label}</dt>
      <dd data-testid={testId} data-state={mutation.status}>
        {mutation.status === 'error' ? (error?.shortMessage ?? error?.message) : (mutation.data ?? '—')}
      </dd>
    </div>
  )
}
