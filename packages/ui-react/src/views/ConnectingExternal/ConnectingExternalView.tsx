import type { ChainNamespace, MessageKey } from '@portico/core'
import { useEffect } from 'react'
import { type ConnectAttempt, connectAttempts, startConnect } from '../../connect/connectAttempts.js'
import { useConnectAttempt } from '../../connect/useConnectAttempt.js'
import { usePorticoInstance } from '../../context/usePorticoInstance.js'
import { errorText } from '../../i18n/errorText.js'
import { useTranslate } from '../../i18n/useTranslate.js'
import { Spinner } from '../../icons/Spinner.js'
import { usePorticoSnapshot } from '../../state/usePorticoSnapshot.js'
import { useWalletRows } from '../shared/useWalletRows.js'
import { WalletIcon } from '../shared/WalletIcon.js'

const headlines = {
  waiting: 'connecting.waiting',
  rejected: 'connecting.rejected',
  error: 'connecting.failed',
  connected: 'connecting.connected',
} as const satisfies Record<ConnectAttempt['status'], MessageKey>

const notes = {
  waiting: 'connecting.waitingNote',
  rejected: 'connecting.rejectedNote',
  error: 'error.SOMETHING_WENT_WRONG',
  connected: 'connecting.connectedNote',
} as const satisfies Record<ConnectAttempt['status'], MessageKey>

/** ConnectingExternal: waiting for the wallet, then rejected / error (with Try again) or connected. */
export function ConnectingExternalView() {
  const portico = usePorticoInstance()
  const state = usePorticoSnapshot()
  const rows = useWalletRows()
  const attempt = useConnectAttempt()
  const t = useTranslate()
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
  const walletName = row?.name ?? t('connecting.yourWallet')
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
        {t(headlines[status], { wallet: walletName })}
      </p>
      <p className="note" data-tone={retryable ? 'error' : undefined}>
        {status === 'error' && current?.error !== undefined ? errorText(current.error, t) : t(notes[status])}
      </p>
      {retryable && target && (
        <button
          type="button"
          className="action"
          data-testid="connecting-external-retry"
          onClick={() => startConnect(portico, target)}
        >
          {t('common.tryAgain')}
        </button>
      )}
    </div>
  )
}
