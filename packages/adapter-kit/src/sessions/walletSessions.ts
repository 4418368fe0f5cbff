import type { Wallet } from '@wallet-standard/base'
import { NotConnectedError } from '../errors/NotConnectedError.js'
import type { WalletSession } from './WalletSession.js'

/** The sessions of an adapter, by connector id, and which one is active. */
export interface WalletSessions<S extends WalletSession> {
  get(connectorId: string): S | undefined
  /** Ends the connector's previous session, keeps this one and makes it the active one. */
  start(connectorId: string, session: S): void
  /** Stops the session's watchers and forgets it (no event: the adapter says why it ended). */
  end(connectorId: string): void
  /** Ends every session of these wallets; returns their connector ids. */
  endWallets(wallets: readonly Wallet[]): string[]
  endAll(): void
  /** The session of the last connection that is still open. */
  active(): S | undefined
  entries(): IterableIterator<[string, S]>
  /** The session with this address among its accounts; NotConnectedError when there is none. */
  of(address: string): S
}

/**
 * The session bookkeeping of a Wallet Standard adapter: one session per connected connector id,
 * the active one, and the watchers to stop when a session ends. `chainName` ('Solana', 'Bitcoin')
 * names the chain in NotConnectedError.
 */
export function walletSessions<S extends WalletSession>({
  chainName,
}: {
  chainName: string
}): WalletSessions<S> {
  const sessions = new Map<string, S>()
  let activeConnectorId: string | undefined

  const end = (connectorId: string) => {
    const session = sessions.get(connectorId)
    if (!session) return
    session.stopEvents()
    session.stopBalance()
    sessions.delete(connectorId)
    if (activeConnectorId === connectorId) activeConnectorId = undefined
  }

  return {
    get: (connectorId) => sessions.get(connectorId),
    start(connectorId, session) {
      end(connectorId)
      sessions.set(connectorId, session)
      activeConnectorId = connectorId
    },
    end,
    endWallets(wallets) {
      const ended = [...sessions].filter(([, session]) => wallets.includes(session.wallet))
      for (const [connectorId] of ended) end(connectorId)
      return ended.map(([connectorId]) => connectorId)
    },
    endAll() {
      for (const connectorId of [...sessions.keys()]) end(connectorId)
    },
    active: () => (activeConnectorId === undefined ? undefined : sessions.get(activeConnectorId)),
    entries: () => sessions.entries(),
    of(address) {
      for (const session of sessions.values()) {
        if (session.accounts.some((account) => account.address === address)) return session
      }
      throw new NotConnectedError({ address, chainName })
    },
  }
}
