import type { Portico } from '@portico/core'
import { usePorticoValue } from '../state/usePorticoValue.js'
import { Field } from './Field.js'

/** Account and network as Portico's core state holds them (eip155 namespace). */
export function PorticoPanel({ portico }: { portico: Portico }) {
  const status = usePorticoValue(portico, (state) => state.chains.eip155?.accountState.status)
  const address = usePorticoValue(portico, (state) => state.chains.eip155?.accountState.address)
  const balance = usePorticoValue(portico, (state) => state.chains.eip155?.accountState.balance)
  const symbol = usePorticoValue(portico, (state) => state.chains.eip155?.accountState.balanceSymbol)
  const network = usePorticoValue(
    portico,
    (state) => state.chains.eip155?.networkState.caipNetwork?.caipNetworkId,
  )
  const networkName = usePorticoValue(portico, (state) => state.chains.eip155?.networkState.caipNetwork?.name)
  const view = usePorticoValue(portico, (state) => state.router.view)
  const open = usePorticoValue(portico, (state) => state.modal.open)
  return (
    <section className="lab-panel" aria-labelledby="portico-panel-title">
      <h2 id="portico-panel-title">Portico</h2>
      <dl>
        <Field label="Status" testId="portico-status" value={status} />
        <Field label="Address" testId="portico-address" value={address} />
        <Field
          label="Balance"
          testId="portico-balance"
          value={balance && `${balance} ${symbol ?? ''}`.trim()}
        />
        <Field label="Network" testId="portico-network" value={network} />
        <Field label="Network name" testId="portico-network-name" value={networkName} />
        <Field label="Modal" testId="lab-portico-modal" value={open ? `open: ${view}` : 'closed'} />
      </dl>
    </section>
  )
}
