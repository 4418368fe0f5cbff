import type { Portico, PorticoState } from '@portico/core'
import { usePorticoValue } from '../state/usePorticoValue.js'
import { Field } from './Field.js'

/** Account and network of the active namespace (eip155 until another is chosen), as core's state holds them. */
export function PorticoPanel({ portico }: { portico: Portico }) {
  const namespace = usePorticoValue(portico, (state) => state.activeNamespace ?? 'eip155')
  const chain = (state: PorticoState) => state.chains[namespace]
  const status = usePorticoValue(portico, (state) => chain(state)?.accountState.status)
  const address = usePorticoValue(portico, (state) => chain(state)?.accountState.address)
  const balance = usePorticoValue(portico, (state) => chain(state)?.accountState.balance)
  const symbol = usePorticoValue(portico, (state) => chain(state)?.accountState.balanceSymbol)
  const network = usePorticoValue(portico, (state) => chain(state)?.networkState.caipNetwork?.caipNetworkId)
  const networkName = usePorticoValue(portico, (state) => chain(state)?.networkState.caipNetwork?.name)
  const view = usePorticoValue(portico, (state) => state.router.view)
  const open = usePorticoValue(portico, (state) => state.modal.open)
  const locale = usePorticoValue(portico, (state) => state.locale)
  return (
    <section className="lab-panel" aria-labelledby="portico-panel-title">
      <h2 id="portico-panel-title">Portico</h2>
      <dl>
        <Field label="Namespace" testId="portico-namespace" value={namespace} />
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
        <Field label="Locale" testId="portico-locale" value={locale} />
      </dl>
    </section>
  )
}
