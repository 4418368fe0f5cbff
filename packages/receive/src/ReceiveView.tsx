import { usePorticoInstance, usePorticoSnapshot, useTranslate } from '@portico/react'
import { qrPath } from './qrPath.js'

const styles = `
.receive-qr { width: 200px; height: 200px; border-radius: var(--radius-m); background: #fff; }
.receive-address { word-break: break-all; text-align: center; font-family: ui-monospace, monospace; font-size: var(--text-s); }
.receive-networks { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 6px; justify-content: center; }
.receive-network { padding: 2px 8px; border-radius: var(--radius-s); background: var(--surface); font-size: var(--text-s); }
.receive-warning { padding: 8px 12px; border-radius: var(--radius-m); background: var(--surface); font-size: var(--text-s); }
`

/**
 * Receive: the connected account's address as a QR code (black on white in both themes, so every
 * scanner reads it) and as text with copy, the app's networks of the namespace it receives on, and
 * on Polkadot the warning that the address is written in one network's SS58 format.
 */
export function ReceiveView() {
  const portico = usePorticoInstance()
  const state = usePorticoSnapshot()
  const t = useTranslate()
  const namespace = state.activeNamespace
  const chain = namespace ? state.chains[namespace] : undefined
  const address = chain?.accountState.address
  if (!namespace || !chain || !address) return <p className="empty">{t('receive.notConnected')}</p>
  const network = chain.networkState.caipNetwork
  const networks = portico.options.networks.filter((each) => each.chainNamespace === namespace)
  const qr = qrPath(address)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address)
      portico.showToast({ message: t('account.copied'), variant: 'success' })
    } catch {
      portico.showToast({ message: t('account.copyFailed'), variant: 'error' })
    }
  }
  return (
    <div className="stack" data-testid="receive-view">
      <style>{styles}</style>
      <div className="center">
        <svg
          className="receive-qr"
          data-testid="receive-qr"
          role="img"
          aria-label={t('receive.qrLabel')}
          viewBox={`0 0 ${qr.size} ${qr.size}`}
          shapeRendering="crispEdges"
        >
          <rect width={qr.size} height={qr.size} fill="#fff" />
          <path d={qr.d} fill="#000" />
        </svg>
        <p className="receive-address" data-testid="receive-address">
          {address}
        </p>
        <button
          type="button"
          className="action"
          data-variant="secondary"
          data-testid="receive-copy"
          onClick={copy}
        >
          {t('receive.copy')}
        </button>
      </div>
      <p className="note">{t('receive.networks')}</p>
      <ul className="receive-networks" data-testid="receive-networks">
        {networks.map((each) => (
          <li key={each.caipNetworkId} className="receive-network">
            {each.name}
          </li>
        ))}
      </ul>
      {namespace === 'polkadot' && (
        <p className="receive-warning" role="note" data-testid="receive-ss58-warning">
          {t('receive.ss58Warning', { network: network?.name ?? '' })}
        </p>
      )}
    </div>
  )
}
