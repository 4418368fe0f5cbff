import { type PorticoState, shortenAddress, type WalletConnection } from '@portico/core'
import { errorText, usePorticoInstance, usePorticoSnapshot, useTranslate } from '@portico/react'
import { useState } from 'react'
import { groupConnections } from './groupConnections.js'
import { loadedMultiWalletModule, type MultiWalletModule } from './multiWalletModule.js'
import { profileWalletsStyles } from './profileWalletsStyles.js'
import { balanceKey, type ConnectionBalance, useConnectionBalances } from './useConnectionBalances.js'
import { useWalletConnections } from './useWalletConnections.js'

function BalanceText({
  balance,
  unavailable,
}: {
  balance: ConnectionBalance | undefined
  unavailable: string
}) {
  const state = balance?.state ?? 'loading'
  return (
    <span data-testid="profile-wallet-balance" data-state={state}>
      {balance?.state === 'ready' && `${balance.value.balance} ${balance.value.symbol ?? ''}`.trim()}
      {state === 'loading' && '…'}
      {state === 'error' && unavailable}
    </span>
  )
}

/**
 * ProfileWallets (docs/behaviour.md#views, docs/behaviour.md#permissions): the active namespace's wallet connections, then those of each other
 * namespace that keeps several, grouped by namespace under its network's name when there is more than
 * one group; in each the active one first, each with its wallet's icon and name, address and balance.
 * Switch makes another the active one of its namespace (the app's account and signatures follow),
 * Disconnect ends one (the others stay), Add wallet opens Connect and keeps these. Without the project's
 * `multiWallet` remote feature the 'Multi-Wallet Not Enabled' alert shows and only the active connection
 * is listed, without actions.
 */
export function ProfileWalletsView() {
  const portico = usePorticoInstance()
  const state = usePorticoSnapshot()
  const t = useTranslate()
  // Loaded with this view (multiWallet's view loader waits for it).
  const { readConnectionBalance, selectWalletConnections } = loadedMultiWalletModule() as MultiWalletModule
  const namespace = state.activeNamespace
  const { connections, enabled, switchConnection, deleteConnection } = useWalletConnections()
  const [busy, setBusy] = useState<string>()
  const [error, setError] = useState<string>()
  // Without the feature core keeps only the active connection: that is what shows.
  const groups = enabled
    ? groupConnections(connections, namespace)
    : groupConnections(
        selectWalletConnections(state as PorticoState, namespace).filter((entry) => entry.active),
        namespace,
      )
  const shown = groups.flatMap((group) => group.connections)
  const balances = useConnectionBalances(
    shown,
    (connection) => readConnectionBalance(portico, connection),
    (entry) => state.chains[entry]?.accountState,
  )

  const run = (connection: WalletConnection, action: () => Promise<void>) => {
    setBusy(connection.connectorId)
    setError(undefined)
    action().then(
      () => setBusy(undefined),
      (failure: unknown) => {
        console.warn('Portico: the wallet action failed', failure)
        setBusy(undefined)
        setError(errorText(failure, t))
      },
    )
  }
  const remove = (connection: WalletConnection) =>
    run(connection, async () => {
      await deleteConnection({ namespace: connection.namespace, connectorId: connection.connectorId })
      if (shown.length === 1) portico.close()
    })

  if (shown.length === 0) return <p className="empty">{t('profileWallets.notConnected')}</p>
  return (
    <div
      className="stack"
      data-testid="profile-wallets-view"
      data-state={busy ? 'busy' : enabled ? 'ready' : 'disabled'}
    >
      <style>{profileWalletsStyles}</style>
      {groups.map((group) => {
        const title =
          groups.length > 1
            ? (state.chains[group.namespace]?.networkState.caipNetwork?.name ?? group.namespace)
            : t('profileWallets.title')
        return (
          <section
            key={group.namespace}
            className="stack"
            data-testid="profile-wallets-group"
            data-namespace={group.namespace}
          >
            {groups.length > 1 && <h3 className="profile-wallets-group-title">{title}</h3>}
            <ul className="list" aria-label={title}>
              {group.connections.map((connection) => {
                const name = connection.wallet.name
                return (
                  <li
                    key={`${connection.namespace}:${connection.connectorId}`}
                    className="profile-wallet"
                    data-testid="profile-wallet"
                    data-connector-id={connection.connectorId}
                    data-address={connection.address}
                    data-active={connection.active}
                  >
                    {connection.wallet.icon ? (
                      <img className="wallet-icon" src={connection.wallet.icon} alt="" />
                    ) : (
                      <span className="wallet-icon" aria-hidden="true">
                        {name.slice(0, 1)}
                      </span>
                    )}
                    <span className="profile-wallet-text">
                      <span className="profile-wallet-name" data-testid="profile-wallet-name">
                        {name}
                      </span>
                      <span className="profile-wallet-detail">
                        <span data-testid="profile-wallet-address">{shortenAddress(connection.address)}</span>
                        {' · '}
                        <BalanceText
                          balance={balances[balanceKey(connection)]}
                          unavailable={t('account.balanceUnavailable')}
                        />
                      </span>
                    </span>
                    {connection.active ? (
                      <span className="row-tag" data-tone="accent" data-testid="profile-wallet-active">
                        {t('profileWallets.active')}
                      </span>
                    ) : (
                      <span />
                    )}
                    {enabled && (
                      <span className="profile-wallet-actions">
                        {!connection.active && (
                          <button
                            type="button"
                            className="action"
                            data-variant="secondary"
                            data-testid="profile-wallet-switch"
                            aria-label={t('profileWallets.switchTo', { name })}
                            disabled={busy !== undefined}
                            onClick={() =>
                              run(connection, () =>
                                switchConnection({
                                  namespace: connection.namespace,
                                  connectorId: connection.connectorId,
                                }),
                              )
                            }
                          >
                            {t('profileWallets.switch')}
                          </button>
                        )}
                        <button
                          type="button"
                          className="action"
                          data-variant="danger"
                          data-testid="profile-wallet-disconnect"
                          aria-label={t('profileWallets.disconnectWallet', { name })}
                          disabled={busy !== undefined}
                          onClick={() => remove(connection)}
                        >
                          {t('common.disconnect')}
                        </button>
                      </span>
                    )}
                  </li>
                )
              })}
            </ul>
          </section>
        )
      })}
      {error !== undefined && (
        <p className="note" data-tone="error" role="alert" data-testid="profile-wallets-error">
          {error}
        </p>
      )}
      {enabled && (
        <button
          type="button"
          className="action"
          data-block="true"
          data-testid="profile-wallets-add"
          disabled={busy !== undefined}
          onClick={() => portico.push('Connect')}
        >
          {t('profileWallets.add')}
        </button>
      )}
    </div>
  )
}
