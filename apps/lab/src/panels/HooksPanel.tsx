import { usePorticoAccount, usePorticoNetwork } from '@portico/react'
import { Field } from './Field.js'

/** The same account and network through @portico/react's hooks, as an app's components read them. */
export function HooksPanel() {
  const account = usePorticoAccount()
  const network = usePorticoNetwork()
  return (
    <section className="lab-panel" aria-labelledby="hooks-panel-title">
      <h2 id="hooks-panel-title">@portico/react hooks</h2>
      <dl>
        <Field label="Status" testId="hooks-status" value={account.status} />
        <Field label="Address" testId="hooks-address" value={account.address} />
        <Field label="Network" testId="hooks-network" value={network.caipNetworkId} />
      </dl>
    </section>
  )
}
