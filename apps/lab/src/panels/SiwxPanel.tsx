import type { Portico, PorticoFeature } from '@portico/core'
import type { PorticoSiwx } from '@portico/siwx'
import { useEffect, useState } from 'react'
import { usePorticoValue } from '../state/usePorticoValue.js'
import { Field } from './Field.js'

/**
 * Sign in with X as the app sees it: the controller's status, the active account's valid sessions (read
 * again on every change of status, account or network) and the session token a server-verified sign-in
 * carries, for the app's backend; Sign out revokes the account's sessions.
 */
export function SiwxPanel({ portico }: { portico: Portico }) {
  // The feature the config's sign-in carries: the panel does not import @portico/siwx, which the lab loads lazily.
  const feature = portico.options.siwx?.feature as PorticoFeature<PorticoSiwx> | undefined
  const siwx = feature && portico.getFeature(feature)
  const status = usePorticoValue(portico, () => siwx?.state.status)
  const signedIn = usePorticoValue(portico, () => siwx?.state.signedIn.join(' '))
  const namespace = usePorticoValue(portico, (state) => state.activeNamespace)
  const caipAddress = usePorticoValue(portico, (state) =>
    namespace ? state.chains[namespace]?.accountState.caipAddress : undefined,
  )
  const [sessions, setSessions] = useState<{ count: number; token?: string; checked: string }>()
  const [revision, setRevision] = useState(0)
  useEffect(() => {
    let current = true
    void revision
    if (!siwx || status !== 'idle' || !caipAddress) {
      setSessions(undefined)
      return
    }
    siwx
      .getSessions()
      .then((found) => {
        if (current) setSessions({ count: found.length, token: found[0]?.token, checked: caipAddress })
      })
      .catch(() => current && setSessions({ count: 0, checked: caipAddress }))
    return () => {
      current = false
    }
  }, [siwx, status, caipAddress, revision])
  return (
    <section className="lab-panel" aria-labelledby="siwx-panel-title">
      <h2 id="siwx-panel-title">Sign in with X</h2>
      <dl>
        <Field label="Status" testId="siwx-status" value={status} />
        <Field label="Signed in" testId="siwx-signed-in" value={signedIn} />
        <Field
          label="Sessions"
          testId="siwx-sessions"
          value={sessions ? String(sessions.count) : undefined}
        />
        <Field label="Checked for" testId="siwx-checked" value={sessions?.checked} />
        <Field label="Token" testId="siwx-token" value={sessions?.token} />
      </dl>
      <button
        type="button"
        data-testid="siwx-sign-out"
        disabled={!sessions?.count}
        onClick={() => void siwx?.signOut().then(() => setRevision((value) => value + 1))}
      >
        Sign out
      </button>
    </section>
  )
}
