import type { WalletConnectTestWallet } from '@portico/testing'
import { useEffect, useState } from 'react'

/**
 * The phone's side of WalletConnect, by hand: paste the `wc:` URI the widget shows (its "Copy link"), then
 * approve or reject the proposal and each request as a person would on a phone, see the sessions and end them.
 * Every prompt is held until a button answers it.
 */
export function WalletConnectWalletPanel({ wallet }: { wallet: WalletConnectTestWallet }) {
  const [, redraw] = useState(0)
  const [uri, setUri] = useState('')
  const [error, setError] = useState<string>()
  useEffect(() => {
    wallet.hold()
    return wallet.subscribe(() => redraw((count) => count + 1))
  }, [wallet])
  /** Answers the open prompts; once they have read the answer (after their microtasks), holds the next ones again. */
  const answer = (decision: 'approve' | 'reject') => {
    wallet[decision]()
    wallet.release()
    setTimeout(() => {
      wallet.approve()
      wallet.hold()
      redraw((count) => count + 1)
    })
  }
  const run = (action: () => Promise<void>) => {
    setError(undefined)
    action().catch((failure: unknown) =>
      setError(failure instanceof Error ? failure.message : String(failure)),
    )
  }
  const pending = wallet.pendingPrompts
  return (
    <section className="lab-panel" aria-labelledby="wc-wallet-title" data-testid="wc-wallet">
      <h2 id="wc-wallet-title">WalletConnect test wallet</h2>
      <form
        className="lab-actions"
        onSubmit={(event) => {
          event.preventDefault()
          run(async () => {
            await wallet.pair(uri.trim())
            setUri('')
          })
        }}
      >
        <label>
          Pairing URI{' '}
          <input value={uri} onChange={(event) => setUri(event.target.value)} placeholder="wc:…" />
        </label>
        <button type="submit">Pair</button>
      </form>
      {error ? <p role="alert">{error}</p> : null}
      <h3>Waiting for you</h3>
      <p data-testid="wc-wallet-pending">{pending.length === 0 ? 'Nothing.' : pending.join(', ')}</p>
      <div className="lab-actions">
        <button type="button" disabled={pending.length === 0} onClick={() => answer('approve')}>
          Approve
        </button>
        <button type="button" disabled={pending.length === 0} onClick={() => answer('reject')}>
          Reject
        </button>
      </div>
      <h3>Proposals</h3>
      <ul data-testid="wc-wallet-proposals">
        {wallet.proposals.map((proposal) => (
          <li key={proposal.id} data-state={proposal.status}>
            {proposal.peer.name} ({proposal.peer.url}) asks for {Object.keys(proposal.namespaces).join(', ')}:{' '}
            {proposal.status}
          </li>
        ))}
      </ul>
      <h3>Requests</h3>
      <ul data-testid="wc-wallet-requests">
        {wallet.requests.map((request) => (
          <li key={`${request.topic}-${request.id}`} data-state={request.status}>
            {request.method} on {request.chainId}: {request.status}
          </li>
        ))}
      </ul>
      <h3>Sessions</h3>
      <ul data-testid="wc-wallet-sessions">
        {wallet.sessions.map((session) => (
          <li key={session.topic}>
            {session.peer.name}:{' '}
            {Object.values(session.namespaces)
              .flatMap((namespace) => namespace.accounts)
              .join(', ')}{' '}
            <button type="button" onClick={() => run(() => wallet.disconnect(session.topic))}>
              Disconnect
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
