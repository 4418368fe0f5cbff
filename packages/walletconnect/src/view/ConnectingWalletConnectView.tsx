import type { MessageKey, WalletListing } from '@portico/core'
import { LegalConsentGate, Spinner, usePorticoInstance, useTranslate, WalletIcon } from '@portico/react'
import { useEffect, useRef } from 'react'
import { qrPath } from './qrPath.js'
import { useWalletConnectFeature } from './useWalletConnectFeature.js'
import { walletLink } from './walletLinks.js'

const styles = `
.wc-qr { width: 240px; height: 240px; border-radius: var(--radius-m); background: #fff; }
`

const errorHeadlines = {
  rejected: 'walletConnect.rejected',
  relay: 'walletConnect.relayError',
  failed: 'walletConnect.failed',
} as const satisfies Record<string, MessageKey>

const errorNotes = {
  rejected: 'walletConnect.rejectedNote',
  relay: 'walletConnect.relayErrorNote',
  failed: 'walletConnect.failedNote',
} as const satisfies Record<keyof typeof errorHeadlines, MessageKey>

/** The QR code of the pairing URI, black on white in both themes (every scanner reads it). */
function PairingQr({ uri, label }: { uri: string; label: string }) {
  const qr = qrPath(uri)
  return (
    <svg
      className="wc-qr"
      data-testid="walletconnect-qr"
      data-uri-length={uri.length}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      shapeRendering="crispEdges"
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.d} fill="#000" />
    </svg>
  )
}

/**
 * ConnectingWalletConnect (docs/behaviour.md#views): the pairing URI as a QR code on desktop with 'Copy link' and the chosen
 * wallet's desktop link when the registry has one; on mobile the wallet's `mobile_link` + `wc?uri=` deep link.
 * Rejection, expiry and relay errors show with Try again. `basic` (ConnectingWalletConnectBasic): the QR only.
 * While the connected wallet is asked for another namespace over its pairing (`adding`), it shows that wait
 * ('Continue in {wallet}') instead, then the wallet's refusal with Try again.
 */
export function ConnectingWalletConnectView({ basic = false }: { basic?: boolean }) {
  const portico = usePorticoInstance()
  const { slice, controls } = useWalletConnectFeature()
  const t = useTranslate()
  const status = slice?.status ?? 'idle'

  // Opened (or back to it): start a pairing, once per mount; leaving it stops one under way.
  // A registry wallet chosen in the list (no extension here) comes as the route's `wallet`: its image, name and links.
  const statusOnMount = useRef(status)
  // Shown to follow a namespace asked for over the existing pairing, not to pair anew.
  const addingOnMount = useRef(slice?.adding !== undefined)
  const chosen = useRef(portico.state.router.data?.wallet as WalletListing | undefined)
  const start = () => (chosen.current ? controls?.start({ wallet: chosen.current }) : controls?.start())
  useEffect(() => {
    const current = statusOnMount.current
    const wallet = chosen.current
    if (controls && current !== 'pairing' && current !== 'approving' && !addingOnMount.current)
      void (wallet ? controls.start({ wallet }) : controls.start())
  }, [controls])
  useEffect(() => () => controls?.cancel(), [controls])

  if (!controls || !slice) return <p className="empty">{t('walletConnect.unavailable')}</p>
  if (slice.adding) {
    const { adding } = slice
    const walletName = controls.session?.peer?.name ?? t('connecting.yourWallet')
    return (
      <div className="center" data-testid="walletconnect-adding" data-state={adding.status}>
        {adding.error ? (
          <>
            <p
              className="headline"
              role="alert"
              data-testid="walletconnect-error"
              data-kind={adding.error.kind}
            >
              {t(errorHeadlines[adding.error.kind])}
            </p>
            <p className="note" data-tone="error">
              {t(errorNotes[adding.error.kind])}
            </p>
            <button
              type="button"
              className="action"
              data-testid="walletconnect-retry"
              onClick={() => void controls.addNamespace(adding.namespace)}
            >
              {t('common.tryAgain')}
            </button>
          </>
        ) : (
          <>
            <Spinner />
            <p className="headline" role="status">
              {t('connecting.waiting', { wallet: walletName })}
            </p>
            <p className="note">{t('connecting.waitingNote')}</p>
          </>
        )}
      </div>
    )
  }
  const wallet = basic ? undefined : slice.wallet
  const uri = slice.status === 'pairing' ? slice.uri : undefined
  const mobile = !basic && portico.isMobile()
  const deepLink = uri ? walletLink(wallet, uri, mobile ? 'mobile' : 'desktop') : undefined
  const copy = async () => {
    if (!uri) return
    try {
      await navigator.clipboard.writeText(uri)
      portico.showToast({ message: t('walletConnect.copied'), variant: 'success' })
    } catch {
      portico.showToast({ message: t('account.copyFailed'), variant: 'error' })
    }
  }
  const error = slice.status === 'error' ? slice.error : undefined
  return (
    <div className="center" data-testid="connecting-walletconnect" data-state={status} data-basic={basic}>
      <style>{styles}</style>
      {wallet && <WalletIcon src={wallet.image_url} name={wallet.name} size="large" />}
      {error ? (
        <>
          <p className="headline" role="alert" data-testid="walletconnect-error" data-kind={error.kind}>
            {t(errorHeadlines[error.kind])}
          </p>
          <p className="note" data-tone="error">
            {t(errorNotes[error.kind])}
          </p>
          <button
            type="button"
            className="action"
            data-testid="walletconnect-retry"
            onClick={() => void start()}
          >
            {t('common.tryAgain')}
          </button>
        </>
      ) : uri ? (
        <>
          {!(mobile && deepLink) && <PairingQr uri={uri} label={t('walletConnect.qrLabel')} />}
          <p className="note" data-testid="walletconnect-instructions">
            {wallet
              ? t(mobile ? 'walletConnect.openNote' : 'walletConnect.scanWallet', { wallet: wallet.name })
              : t('walletConnect.scan')}
          </p>
          {deepLink && (
            <a className="action" data-testid="walletconnect-deeplink" href={deepLink}>
              {t('walletConnect.open', { wallet: wallet?.name ?? '' })}
            </a>
          )}
          {!basic && (
            <button
              type="button"
              className="action"
              data-variant="secondary"
              data-testid="walletconnect-copy"
              onClick={copy}
            >
              {t('walletConnect.copyLink')}
            </button>
          )}
        </>
      ) : (
        <>
          <Spinner />
          <p className="note" role="status">
            {t(status === 'approving' ? 'walletConnect.approving' : 'walletConnect.preparing')}
          </p>
        </>
      )}
    </div>
  )
}

/**
 * ConnectingWalletConnect as the router shows it: under `features.legalCheckbox` no pairing starts, and no QR code
 * shows, until the visitor ticks the terms checkbox (an app may open this view directly).
 */
export function ConnectingWalletConnectGatedView() {
  return (
    <LegalConsentGate hideUntilAccepted>
      <ConnectingWalletConnectView />
    </LegalConsentGate>
  )
}

/** ConnectingWalletConnectBasic (docs/behaviour.md#views): the QR only, for apps without adapters or under manual control. */
export function ConnectingWalletConnectBasicView() {
  return (
    <LegalConsentGate hideUntilAccepted>
      <ConnectingWalletConnectView basic />
    </LegalConsentGate>
  )
}
