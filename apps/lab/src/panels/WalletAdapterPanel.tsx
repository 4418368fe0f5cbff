import { usePorticoAccount } from '@portico/react'
import { PorticoWalletName } from '@portico/solana-wallet-adapter'
import { PorticoSolanaBridge } from '@portico/solana-wallet-adapter/react'
import { base58 } from '@scure/base'
import { useConnection, useWallet } from '@solana/wallet-adapter-react'
import { useCallback } from 'react'
import { Field } from './Field.js'
import { LAB_SIGN_MESSAGE } from './labTypedData.js'
import { useAsyncAction } from './useAsyncAction.js'

/**
 * An app's own Solana code on @solana/wallet-adapter-react, inside PorticoSolanaBridge: what `useWallet()` and
 * `useConnection()` show, and its connect, sign and disconnect buttons. The lab loads it with import().
 */
export default function WalletAdapterPanel() {
  return (
    <PorticoSolanaBridge>
      <WalletAdapterApp />
    </PorticoSolanaBridge>
  )
}

function WalletAdapterApp() {
  const { publicKey, connected, connecting, wallet, select, connect, disconnect, signMessage } = useWallet()
  const { connection } = useConnection()
  const portico = usePorticoAccount({ namespace: 'solana' })
  const [signature, sign] = useAsyncAction(
    useCallback(async () => {
      if (!signMessage) throw new Error('useWallet() has no signMessage')
      return base58.encode(await signMessage(new TextEncoder().encode(LAB_SIGN_MESSAGE)))
    }, [signMessage]),
  )
  // Choosing Portico is enough: wallet-adapter's autoConnect then connects it, which opens Portico's modal.
  const onConnect = () => (wallet?.adapter.name === PorticoWalletName ? connect() : select(PorticoWalletName))
  const status = connected ? 'connected' : connecting ? 'connecting' : 'disconnected'
  return (
    <section className="lab-panel" aria-labelledby="wallet-adapter-panel-title">
      <h2 id="wallet-adapter-panel-title">@solana/wallet-adapter-react</h2>
      <div className="lab-actions">
        <button
          type="button"
          data-testid="wallet-adapter-connect"
          disabled={connected}
          onClick={() => void onConnect()}
        >
          Connect (useWallet)
        </button>
        <button type="button" data-testid="wallet-adapter-sign-message" disabled={!connected} onClick={sign}>
          Sign message (useWallet)
        </button>
        <button
          type="button"
          data-testid="wallet-adapter-disconnect"
          disabled={!connected}
          onClick={() => void disconnect()}
        >
          Disconnect (useWallet)
        </button>
      </div>
      <dl>
        <Field label="useWallet() status" testId="wallet-adapter-status" value={status} />
        <Field label="useWallet() wallet" testId="wallet-adapter-wallet" value={wallet?.adapter.name} />
        <Field label="useWallet() address" testId="wallet-adapter-address" value={publicKey?.toBase58()} />
        <Field
          label="useConnection() endpoint"
          testId="wallet-adapter-endpoint"
          value={connection.rpcEndpoint}
        />
        <Field label="Portico's Solana status" testId="portico-solana-status" value={portico.status} />
        <Field label="Portico's Solana address" testId="portico-solana-address" value={portico.address} />
        <div className="lab-field">
          <dt>Signature (useWallet)</dt>
          <dd data-testid="wallet-adapter-signature" data-state={signature.status}>
            {signature.status === 'error' ? signature.error : (signature.data ?? '—')}
          </dd>
        </div>
      </dl>
    </section>
  )
}
