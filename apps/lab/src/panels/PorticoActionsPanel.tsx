import type { ChainNamespace, Portico } from '@portico/core'
import { useCallback } from 'react'
import { usePorticoValue } from '../state/usePorticoValue.js'
import type { LabTransfer } from '../world/LabTransfer.js'
import { LAB_SIGN_MESSAGE } from './labTypedData.js'
import { useAsyncAction } from './useAsyncAction.js'

/**
 * Sign and send through Portico's own instance API (portico.signMessage, portico.sendTransaction) in
 * the active namespace (eip155 until another is chosen): the send button sends that namespace's
 * transfer to a second devnet account.
 */
export function PorticoActionsPanel({
  portico,
  transfers,
}: {
  portico: Portico
  transfers: Partial<Record<ChainNamespace, LabTransfer>>
}) {
  const namespace = usePorticoValue(portico, (state) => state.activeNamespace ?? 'eip155')
  const connected =
    usePorticoValue(portico, (state) => state.chains[namespace]?.accountState.status) === 'connected'
  const transfer = transfers[namespace]
  const [signature, sign] = useAsyncAction(
    useCallback(() => portico.signMessage({ message: LAB_SIGN_MESSAGE, namespace }), [portico, namespace]),
  )
  const [transaction, send] = useAsyncAction(
    useCallback(async () => {
      if (!transfer) throw new Error(`The lab has no transfer for ${namespace}.`)
      return portico.sendTransaction({ to: transfer.to, value: transfer.value, namespace })
    }, [portico, namespace, transfer]),
  )
  return (
    <section className="lab-panel" aria-labelledby="portico-actions-title">
      <h2 id="portico-actions-title">Through Portico</h2>
      <div className="lab-actions">
        <button type="button" data-testid="portico-sign-message" disabled={!connected} onClick={sign}>
          Sign message
        </button>
        <button
          type="button"
          data-testid="portico-send-transaction"
          disabled={!connected || !transfer}
          onClick={send}
        >
          Send {transfer?.label ?? ''}
        </button>
      </div>
      <dl>
        {[
          { label: 'Signature', testId: 'portico-signature', state: signature },
          { label: 'Transaction', testId: 'portico-transaction', state: transaction },
        ].map(({ label, testId, state }) => (
          <div className="lab-field" key={testId}>
            <dt>{label}</dt>
            <dd data-testid={testId} data-state={state.status}>
              {state.status === 'error' ? state.error : (state.data ?? '—')}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
