import { shortenAddress } from '@portico/core'
import {
  Spinner,
  usePorticoInstance,
  usePorticoSnapshot,
  useSubmitGuard,
  useTranslate,
  WalletIcon,
} from '@portico/react'
import { siwxFeature } from './siwxFeature.js'

/**
 * SIWXSignMessage (docs/behaviour.md#transitions sign-in): the dapp, the account and the statement, Sign and Cancel. While the
 * wallet is asked an 'Authenticating...' toast shows; a failure shows 'Error signing message' and the view
 * stays for another try. Core decides what Cancel does (required: back to the signed network or disconnect).
 */
export function SIWXSignMessageView() {
  const portico = usePorticoInstance()
  const state = usePorticoSnapshot()
  const t = useTranslate()
  const siwx = portico.getFeature(siwxFeature)
  const status = siwx?.state.status ?? 'idle'
  const account = siwx?.state.account
  const metadata = portico.options.metadata
  const name = metadata?.name || metadata?.url || ''
  const network = account
    ? state.chains[account.namespace]?.caipNetworks.find((entry) => entry.caipNetworkId === account.chainId)
    : undefined

  const { submit: signIn, pending: busy } = useSubmitGuard(async () => {
    if (!siwx) return
    const toast = portico.showToast({ message: t('siwx.authenticating'), variant: 'loading' })
    try {
      await siwx.signIn()
    } catch {
      portico.showToast({ message: t('siwx.error'), variant: 'error' })
    } finally {
      portico.dismissToast(toast)
    }
  })

  const signing = busy || status === 'signing'
  return (
    <div className="center" data-testid="siwx-view" data-state={status}>
      <WalletIcon src={metadata?.icons[0]} name={name} size="large" />
      <p className="headline" data-testid="siwx-headline">
        {t('siwx.headline', { name })}
      </p>
      {siwx?.state.statement && (
        <p className="note" data-testid="siwx-statement">
          {siwx.state.statement}
        </p>
      )}
      {account && (
        <p className="note" data-testid="siwx-account">
          {t('siwx.account', {
            address: shortenAddress(account.address),
            network: network?.name ?? account.chainId,
          })}
        </p>
      )}
      {signing && (
        <p className="note" data-testid="siwx-waiting">
          <Spinner /> {t('siwx.waiting')}
        </p>
      )}
      <button
        type="button"
        className="action"
        data-block="true"
        data-testid="siwx-sign"
        disabled={signing || !account}
        onClick={signIn}
      >
        {t('siwx.sign')}
      </button>
      <button
        type="button"
        className="action"
        data-block="true"
        data-variant="secondary"
        data-testid="siwx-cancel"
        disabled={signing}
        onClick={() => void siwx?.cancel()}
      >
        {t('siwx.cancel')}
      </button>
    </div>
  )
}
