import { usePorticoInstance, useTranslate } from '@portico/react'
import { useEffect } from 'react'
import { FarcasterQr } from './FarcasterQr.js'
import { LoginErrorText } from './LoginErrorText.js'
import { useEmbeddedWallet } from './useEmbeddedWallet.js'

const styles = `
.farcaster-qr { width: 240px; height: 240px; border-radius: var(--radius-m); background: #fff; }
`

/**
 * ConnectingFarcaster (docs/behaviour.md#views): the frame's Sign In With Farcaster link as a QR code on a computer, as a link that
 * opens the Farcaster app on a phone, with Copy link; waits until the visitor approves it there, then the wallet
 * connects. An expired link offers a new one (Try again); Cancel (or leaving the view) stops waiting.
 */
export function ConnectingFarcasterView() {
  const portico = usePorticoInstance()
  const t = useTranslate()
  const { api, state } = useEmbeddedWallet()
  const login = state.farcaster

  useEffect(() => {
    if (!api) return
    void api.connectFarcaster()
    return () => api.cancelFarcaster()
  }, [api])

  const status = login?.status ?? 'preparing'
  const copy = async () => {
    if (!login?.url) return
    try {
      await navigator.clipboard.writeText(login.url)
      portico.showToast({ message: t('walletConnect.copied'), variant: 'success' })
    } catch {
      portico.showToast({ message: t('account.copyFailed'), variant: 'error' })
    }
  }
  const cancel = () => {
    api?.cancelFarcaster()
    portico.goBack()
  }
  const retry = () => void api?.connectFarcaster()

  return (
    <div className="center" data-testid="connecting-farcaster" data-state={status}>
      <style>{styles}</style>
      {status === 'expired' || status === 'failed' ? (
        <>
          {status === 'expired' ? (
            <>
              <p className="headline" role="alert" data-testid="farcaster-expired">
                {t('farcaster.expired')}
              </p>
              <p className="note">{t('farcaster.expiredNote')}</p>
            </>
          ) : (
            <LoginErrorText error={login?.error} testId="farcaster-login-error" />
          )}
          <button type="button" className="action" data-testid="farcaster-retry" onClick={retry}>
            {t('common.tryAgain')}
          </button>
        </>
      ) : status === 'waiting' && login?.url ? (
        <>
          {portico.isMobile() ? (
            <a className="action" data-testid="farcaster-link" href={login.url}>
              {t('farcaster.open')}
            </a>
          ) : (
            <>
              <FarcasterQr text={login.url} label={t('farcaster.qrLabel')} />
              <p className="note">{t('farcaster.scan')}</p>
            </>
          )}
          <p className="note" role="status">
            {t('farcaster.waiting')}
          </p>
          <button
            type="button"
            className="action"
            data-variant="secondary"
            data-testid="farcaster-copy"
            onClick={copy}
          >
            {t('walletConnect.copyLink')}
          </button>
        </>
      ) : (
        <p className="note" role="status">
          {t(status === 'connecting' ? 'farcaster.connecting' : 'farcaster.preparing')}
        </p>
      )}
      {status !== 'connecting' && (
        <button
          type="button"
          className="action"
          data-variant="secondary"
          data-testid="farcaster-cancel"
          onClick={cancel}
        >
          {t('farcaster.cancel')}
        </button>
      )}
    </div>
  )
}
