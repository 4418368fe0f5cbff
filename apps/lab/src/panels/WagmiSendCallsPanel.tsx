import { type Address, encodeFunctionData, erc20Abi } from 'viem'
import { useConnection, useSendCalls, useWaitForCallsStatus } from 'wagmi'
import { LAB_RECIPIENT } from './WagmiPanel.js'

/** What the lab's batch approves: a router's address (only the allowance it gets is looked at). */
export const LAB_SPENDER: Address = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'

/**
 * An EIP-5792 batch through the app's own wagmi hooks (`useSendCalls`, `useWaitForCallsStatus`), as an integrator
 * writes it: approve 5 base units of `token` to LAB_SPENDER and transfer 10 to LAB_RECIPIENT in one
 * `wallet_sendCalls`, then follow its status. A wallet without batches shows its error (the deepest cause's text).
 */
export function WagmiSendCallsPanel({ token }: { token: Address }) {
  const connection = useConnection()
  const sendCalls = useSendCalls()
  const status = useWaitForCallsStatus({ id: sendCalls.data?.id, timeout: 120_000 })
  const error = sendCalls.error as (Error & { walk?(): unknown }) | null
  const cause = (error?.walk?.() ?? error) as {
    shortMessage?: string
    message?: string
    code?: number
  } | null
  return (
    <section className="lab-panel" aria-labelledby="wagmi-calls-title">
      <h2 id="wagmi-calls-title">wagmi batch (EIP-5792)</h2>
      <div className="lab-actions">
        <button
          type="button"
          data-testid="wagmi-send-calls"
          disabled={connection.status !== 'connected'}
          onClick={() =>
            sendCalls.mutate({
              calls: [
                {
                  to: token,
                  data: encodeFunctionData({
                    abi: erc20Abi,
                    functionName: 'approve',
                    args: [LAB_SPENDER, 5n],
                  }),
                },
                {
                  to: token,
                  data: encodeFunctionData({
                    abi: erc20Abi,
                    functionName: 'transfer',
                    args: [LAB_RECIPIENT, 10n],
                  }),
                },
              ],
            })
          }
        >
          Approve + transfer in one batch
        </button>
      </div>
      <dl>
        <div className="lab-field">
          <dt>Batch</dt>
          <dd data-testid="wagmi-calls" data-state={sendCalls.status} data-code={cause?.code}>
            {sendCalls.status === 'error'
              ? (cause?.shortMessage ?? cause?.message)
              : (sendCalls.data?.id ?? '—')}
          </dd>
        </div>
        <div className="lab-field">
          <dt>Batch status</dt>
          <dd data-testid="wagmi-calls-status" data-state={sendCalls.data ? status.status : 'idle'}>
            {status.data ? `${status.data.status} (${status.data.statusCode})` : '—'}
          </dd>
        </div>
      </dl>
    </section>
  )
}
