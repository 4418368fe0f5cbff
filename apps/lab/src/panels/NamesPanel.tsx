import type { Portico } from '@portico/core'
import { useCallback, useState } from 'react'
import { usePorticoValue } from '../state/usePorticoValue.js'
import { useAsyncAction } from './useAsyncAction.js'

/** Names on the cloud through Portico's instance API: register one for the connected account (the wallet signs). */
export function NamesPanel({ portico }: { portico: Portico }) {
  const connected =
    usePorticoValue(portico, (state) => state.chains.eip155?.accountState.status) === 'connected'
  const [name, setName] = useState('')
  const [registration, register] = useAsyncAction(
    useCallback(() => portico.names.register({ name }), [portico, name]),
  )
  return (
    <section className="lab-panel" aria-labelledby="names-title">
      <h2 id="names-title">Names</h2>
      <div className="lab-actions">
        <input
          aria-label="Name to register"
          data-testid="names-input"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <button type="button" data-testid="names-register" disabled={!connected || !name} onClick={register}>
          Register name
        </button>
      </div>
      <dl>
        <div className="lab-field">
          <dt>Registered</dt>
          <dd data-testid="names-registered" data-state={registration.status}>
            {registration.status === 'error' ? registration.error : (registration.data ?? '—')}
          </dd>
        </div>
      </dl>
    </section>
  )
}
