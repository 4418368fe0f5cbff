import type { ChainNamespace, ConnectAttempt, MessageKey } from '@portico/core'
import { useState } from 'react'
import { usePorticoInstance } from '../../context/usePorticoInstance.js'
import { errorText } from '../../i18n/errorText.js'
import { useTranslate } from '../../i18n/useTranslate.js'
import { Spinner } from '../../icons/Spinner.js'
import { usePorticoSelector } from '../../state/usePorticoSelector.js'
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

/**
 * ConnectingExternal: waiting for the wallet, then rejected / error (with Try again) or connected, as the instance's
 * `connectAttempt` says. The view starts nothing: the click that chose the wallet (or `open` on this view) did.
 */
export function ConnectingExternalView() {
  const portico = usePorticoInstance()
  const { data, activeNamespace, attempt } = usePorticoSelector((s) => ({
    data: s.router.data,
    activeNamespace: s.activeNamespace,
    attempt: s.connectAttempt,
  }))
  const rows = useWalletRows()
  const t = useTranslate()
  const connectorId = data?.connectorId
  const namespace = (data?.namespace ?? activeNamespace) as ChainNamespace | undefined
  const row = rows.find((r) => r.key === data?.walletKey || r.connectors.some((c) => c.id === connectorId))
  const walletKey = row?.key ?? connectorId
  const current = attempt?.connectorId === connectorId ? attempt : undefined
  // Try again shows waiting at once: the attempt it clicked away stays in the snapshot until the state's next change.
  const [retried, setRetried] = useState<ConnectAttempt>()
  const status = retried !== undefined && retried === current ? 'waiting' : (current?.status ?? 'waiting')
  const walletName = row?.name ?? t('connecting.yourWallet')
  const retryable = status === 'rejected' || status === 'error'
  return (
    <div className="center" data-testid="connecting-external" data-state={status} data-wallet={walletKey}>
      <WalletIcon src={row?.imageUrl} name={row?.name} size="large" />
      {status === 'waiting' && <Spinner />}
      <p className="headline" role={retryable ? 'alert' : 'status'} data-testid="connecting-external-message">
        {t(headlines[status], { wallet: walletName })}
      </p>
      <p className="note" data-tone={retryable ? 'error' : undefined}>
        {status === 'error' && current?.error !== undefined ? errorText(current.error, t) : t(notes[status])}
      </p>
      {retryable && connectorId && namespace && (
        <button
          type="button"
          className="action"
          data-testid="connecting-external-retry"
          onClick={() => {
            setRetried(current)
            portico.connect({ connectorId, namespace }).catch(() => undefined)
          }}
        >
          {t('common.tryAgain')}
        </button>
      )}
    </div>
  )
}
