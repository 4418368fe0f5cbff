import type { Portico } from '@portico/core'
import { useCallback } from 'react'
import { parseEther } from 'viem'
import { usePorticoValue } from '../state/usePorticoValue.js'
import { LAB_SIGN_MESSAGE } from './labTypedData.js'
import { useAsyncAction } from './useAsyncAction.js'
import { LAB_RECIPIENT } from './WagmiPanel.js'

/** Sign and send through Portico's own instance API (portico.signMessage, portico.sendTransaction). */
export function PorticoActionsPanel({ portico }: { portico: Portico }) {
  const connected =
    usePorticoValue(portico, (state) => state.chains.eip155?.accountState.status) === 'connected'
  const [signature, sign] = useAsyncAction(
    useCallback(() => portico.signMessage({ message: LAB_SIGN_MESSAGE }), [portico]),
  )
  const [transaction, send] = useAsyncAction(
    useCallback(() => portico.sendTransaction({ to: LAB_RECIPIENT, value: parseEther('0.01') }), [portico]),
  )
  return (
    <section className="lab-panel" aria-labelledby="portico-actions-title">
      <h2 id="portico-actions-title">Through Portico</h2>
      <div className="lab-actions">
        <button type="button" data-testid="portico-sign-message" disabled={!connected} onClick={sign}>
          Sign message
        </button>
        <button type="button" data-testid="portico-send-transaction" disabled={!connected} onClick={send}>
          Send 0.01 ETH
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
