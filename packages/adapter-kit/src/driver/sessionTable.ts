import { NotConnectedError } from '../errors/NotConnectedError.js'
import type { DriverSession } from './DriverSession.js'

/** One open session and the watchers to stop when it ends. */
export interface LiveSession<S extends DriverSession> {
  session: S
  stopEvents(): void
  stopBalance(): void
}

/** The sessions of an adapter, by connector id, and which one is active. */
export interface SessionTable<S extends DriverSession> {
  get(connectorId: string): LiveSession<S> | undefined
  /** Ends the connector's previous session, keeps this one and makes it the active one. */
  start(connectorId: string, session: S): LiveSession<S>
  /** Puts another session in the connector's and watches the balance of its address (e.g. after a switch). */
  replace(connectorId: string, session: S): void
  /** Stops the session's watchers and forgets it (no event: the caller says why it ended). */
  end(connectorId: string): void
  endAll(): void
  /** The session of the last connection that is still open. */
  active(): S | undefined
  entries(): [string, LiveSession<S>][]
  /** The session with this address among its accounts; NotConnectedError when there is none. */
  of(address: string): S
}

export interface SessionTableParameters<S extends DriverSession> {
  /** Names the chain in NotConnectedError ('Solana', 'Bitcoin'). */
  chainName: string
  /** Starts the balance watcher of a connector's address; returns what stops it. */
  watchBalance(connectorId: string, address: string): () => void
  /** Starts hearing the wallet's own changes; returns what stops. */
  follow(connectorId: string, session: S): () => void
}

/** The session bookkeeping of the adapter lifecycle: one session per connector id, its watchers, the active one. */
export function sessionTable<S extends DriverSession>({
  chainName,
  watchBalance,
  follow,
}: SessionTableParameters<S>): SessionTable<S> {
  const sessions = new Map<string, LiveSession<S>>()
  let activeConnectorId: string | undefined

  const end = (connectorId: string) => {
    const live = sessions.get(connectorId)
    if (!live) return
    live.stopEvents()
    live.stopBalance()
    sessions.delete(connectorId)
    if (activeConnectorId === connectorId) activeConnectorId = undefined
  }

  return {
    get: (connectorId) => sessions.get(connectorId),
    start(connectorId, session) {
      end(connectorId)
      const live: LiveSession<S> = {
        session,
        stopEvents: () => undefined,
        stopBalance: watchBalance(connectorId, session.address),
      }
      sessions.set(connectorId, live)
      activeConnectorId = connectorId
      // Kept first, so a wallet that answers at once finds its session.
      live.stopEvents = follow(connectorId, session)
      return live
    },
    replace(connectorId, session) {
      const live = sessions.get(connectorId)
      if (!live) return
      live.session = session
      live.stopBalance()
      live.stopBalance = watchBalance(connectorId, session.address)
    },
    end,
    endAll() {
      for (const connectorId of [...sessions.keys()]) end(connectorId)
    },
    active: () => (activeConnectorId === undefined ? undefined : sessions.get(activeConnectorId)?.session),
    entries: () => [...sessions.entries()],
    of(address) {
      for (const { session } of sessions.values()) {
        if (session.accounts.some((account) => account.address === address)) return session
      }
      throw new NotConnectedError({ address, chainName })
    },
  }
}
