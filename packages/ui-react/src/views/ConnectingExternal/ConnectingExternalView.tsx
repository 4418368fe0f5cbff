import type { ChainNamespace } from '@portico/core'
import { useEffect } from 'react'
import { connectAttempts, startConnect } from '../../connect/connectAttempts.js'
import { useConnectAttempt } from '../../connect/useConnectAttempt.js'
import { usePorticoInstance } from '../../context/usePorticoInstance.js'
import { Spinner } from '../../icons/Spinner.js'
import { usePorticoSnapshot } from '../../state/usePorticoSnapshot.js'
import { useWalletRows } from '../shared/useWalletRows.js'
import { WalletIcon } from '../shared/WalletIcon.js'

const headlines = {
  waiting: (wallet: string) => `Continue in ${wallet}`,
  rejected: () => 'Connection declined',
  error: () => 'Connection failed',
  connected: () => 'Connected',
} as const

const notes = {
  waiting: () => 'Accept the connection request in your wallet',
  rejected: () => 'The request was declined in the wallet. You can try again.',
  error: (message?: string) => message ?? 'Something went wrong',
  connected: () => 'Your wallet is connected',
} as const

/** ConnectingExternal: waiting for the wallet, then rejected / error (with Try again) or connected. */
export function ConnectingExternalView() {
  const portico = usePorticoInstance()
  const state = usePorticoSnapshot()
  const rows = useWalletRows()
  const attempt = useConnectAttempt()
  const data = state.router.data
  const connectorId = data?.connectorId
  const namespace = (data?.namespace ?? state.activeNamespace) as ChainNamespace | undefined
  const row = rows.find((r) => r.key === data?.walletKey || r.connectors.some((c) => c.id === connectorId))
  const target =
    connectorId && namespace ? { walletKey: row?.key ?? connectorId, connectorId, namespace } : undefined
  const current = attempt?.connectorId === connectorId ? attempt : undefined

  // Opened straight on this view (no click started the attempt): start it now.
  const walletKey = target?.walletKey
  useEffect(() => {
    if (!connectorId || !namespace || !walletKey) return
    if (connectAttempts(portico).get()?.connectorId === connectorId) return
    startConnect(portico, { walletKey, connectorId, namespace })
  }, [portico, connectorId, namespace, walletKey])

  const status = current?.status ?? 'waiting'
  const walletName = row?.name ?? 'your wallet'
  const retryable = status === 'rejected' || status === 'error'
  return (
    <div
      className="center"
      data-testid="connecting-external"
      data-state={status}
      data-wallet={target?.walletKey}
    >
      <WalletIcon src={row?.imageUrl} name={row?.name} size="large" />
      {status === 'waiting' && <Spinner />}
      <p className="headline" role={retryable ? 'alert' : 'status'} data-testid="connecting-external-message">
        {headlines[status](walletName)}
      </p>
      <p className="note" data-tone={retryable ? 'error' : undefined}>
        {notes[status](current?.message)}
      </p>
      {retryable && target && (
        <button
          type="button"
          className="action"
          data-testid="connecting-external-retry"
          onClick={() => startConnect(portico, target)}
        >
          Try again
        </button>
      )}
    </div>
  )
}
