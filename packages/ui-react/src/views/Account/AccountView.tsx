import type { Network } from '@portico/core'
import { shortenAddress } from '@portico/core'
import { useState } from 'react'
import { usePorticoInstance } from '../../context/usePorticoInstance.js'
import { avatarGradient } from '../../format/avatarGradient.js'
import { balanceText } from '../../format/balanceText.js'
import { loginName } from '../../format/loginName.js'
import { useTranslate } from '../../i18n/useTranslate.js'
import { Icon } from '../../icons/Icon.js'
import { Spinner } from '../../icons/Spinner.js'
import { selectChain } from '../../state/selectChain.js'
import { usePorticoSnapshot } from '../../state/usePorticoSnapshot.js'
import { NetworkImage } from '../shared/NetworkImage.js'
import { AccountFeatureEntries } from './AccountFeatureEntries.js'
import { AccountTabs } from './AccountTabs.js'
import { useBalance } from './useBalance.js'

/** Account: avatar, shortened address (copy), balance, network, disconnect, and the tabs. */
export function AccountView() {
  const portico = usePorticoInstance()
  const state = usePorticoSnapshot()
  const t = useTranslate()
  const chain = selectChain(state)
  const account = chain?.accountState
  const network = chain?.networkState.caipNetwork as Network | undefined
  const address = account?.address
  const balance = useBalance(account?.balance, address, network?.caipNetworkId)
  const [disconnecting, setDisconnecting] = useState<'idle' | 'disconnecting' | 'error'>('idle')
  const login = loginName(account?.user, account?.socialProvider)

  const copy = async () => {
    if (!address) return
    try {
      await navigator.clipboard.writeText(address)
      portico.showToast({ message: t('account.copied'), variant: 'success' })
    } catch {
      portico.showToast({ message: t('account.copyFailed'), variant: 'error' })
    }
  }
  const disconnect = () => {
    setDisconnecting('disconnecting')
    portico.disconnect().then(
      () => setDisconnecting('idle'),
      () => setDisconnecting('error'),
    )
  }

  return (
    <div className="stack" data-testid="account-view">
      <div className="center">
        {account?.profileImage ? (
          <img
            className="avatar"
            data-testid="account-avatar"
            data-image="true"
            src={account.profileImage}
            alt=""
          />
        ) : (
          <span
            className="avatar"
            data-testid="account-avatar"
            aria-hidden="true"
            style={{ background: address ? avatarGradient(address) : undefined }}
          />
        )}
        <button type="button" className="address" data-testid="account-copy-address" onClick={copy}>
          <span data-testid="account-address" data-address={address}>
            {account?.profileName ?? (address ? shortenAddress(address) : '')}
          </span>
          <span className="visually-hidden">{t('account.copyAddress')}</span>
          <Icon name="copy" size={14} />
        </button>
        {login && (
          <p className="note" data-testid="account-login">
            {login}
          </p>
        )}
        <p className="balance" data-testid="account-balance" data-state={balance.state} aria-live="polite">
          {balance.state === 'ready' &&
            balanceText(account?.balance ?? '', account?.balanceSymbol, state.locale)}
          {balance.state === 'loading' && <Spinner label={t('account.loadingBalance')} />}
          {balance.state === 'error' && <span className="note">{t('account.balanceUnavailable')}</span>}
        </p>
        {balance.state === 'error' && (
          <button
            type="button"
            className="action"
            data-variant="secondary"
            data-testid="account-balance-retry"
            onClick={balance.retry}
          >
            {t('common.tryAgain')}
          </button>
        )}
      </div>
      <button
        type="button"
        className="row"
        data-testid="account-network-button"
        onClick={() => portico.push('SwitchNetwork')}
      >
        <NetworkImage network={network} />
        <span className="row-label">{network?.name ?? t('account.unknownNetwork')}</span>
        <Icon name="chevron" size={14} />
      </button>
      <AccountFeatureEntries />
      <AccountTabs />
      <button
        type="button"
        className="action"
        data-variant="danger"
        data-block="true"
        data-testid="account-disconnect"
        data-state={disconnecting}
        disabled={disconnecting === 'disconnecting'}
        onClick={disconnect}
      >
        <Icon name="disconnect" />
        {disconnecting === 'error' ? t('account.disconnectFailed') : t('common.disconnect')}
      </button>
    </div>
  )
}
