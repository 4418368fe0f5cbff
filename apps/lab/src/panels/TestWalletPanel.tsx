import type { TestWallet } from '@portico/testing'
import { useState } from 'react'

/**
 * For manual play (`&wallet=test`): answer the injected test wallet's prompts and act on its side,
 * as a tester would in a real wallet's popup.
 */
export function TestWalletPanel({ wallet, chainIds }: { wallet: TestWallet; chainIds: readonly number[] }) {
  const [mode, setMode] = useState<'approve' | 'reject'>('approve')
  const answer = (next: 'approve' | 'reject') => {
    wallet[next]()
    setMode(next)
  }
  return (
    <section className="lab-panel" aria-labelledby="wallet-panel-title">
      <h2 id="wallet-panel-title">Test wallet</h2>
      <p data-testid="lab-wallet-mode">Prompts are {mode === 'approve' ? 'approved' : 'rejected'}.</p>
      <div className="lab-actions">
        <button type="button" onClick={() => answer('approve')}>
          Approve prompts
        </button>
        <button type="button" onClick={() => answer('reject')}>
          Reject prompts
        </button>
        {chainIds.map((chainId) => (
          <button key={chainId} type="button" onClick={() => wallet.switchChain(chainId)}>
            Wallet switches to {chainId}
          </button>
        ))}
        <button type="button" onClick={() => wallet.emitDisconnect()}>
          Wallet disconnects
        </button>
      </div>
    </section>
  )
}
