import type { Socket } from 'node:net'
import { RelayFullError, TooManyRelaySocketsError } from './relayErrors.js'

export type RelaySocketBudgetParameters = {
  /** Relay sockets this node holds at most. */
  maxSockets: number
  /** Relay sockets one client address holds at most on this node. */
  maxSocketsPerAddress: number
}

/** The relay's own share of a node's connections, and each client address's share of it. */
export type RelaySocketBudget = {
  /**
   * Takes a place for the upgrade request on `socket` from `clientAddress`, given back when that TCP socket closes
   * (the upgrade refused, the handshake aborted, or the WebSocket closed later). Throws RelayFullError (503) or
   * TooManyRelaySocketsError (429), which the upgrade request is answered with.
   */
  admit(clientAddress: string, socket: Socket): void
  /** Places taken now. */
  readonly size: number
}

/**
 * Counted per TCP socket from the moment its upgrade request is admitted, so requests still being authenticated
 * count too: a burst of upgrades cannot pass the budget between the check and the handshake.
 */
export function createRelaySocketBudget({
  maxSockets,
  maxSocketsPerAddress,
}: RelaySocketBudgetParameters): RelaySocketBudget {
  const admitted = new WeakSet<Socket>()
  const perAddress = new Map<string, number>()
  let size = 0
  return {
    admit(clientAddress, socket) {
      if (admitted.has(socket) || socket.destroyed) return
      const held = perAddress.get(clientAddress) ?? 0
      if (held >= maxSocketsPerAddress) throw new TooManyRelaySocketsError(maxSocketsPerAddress)
      if (size >= maxSockets) throw new RelayFullError()
      admitted.add(socket)
      perAddress.set(clientAddress, held + 1)
      size += 1
      socket.once('close', () => {
        size -= 1
        const left = (perAddress.get(clientAddress) ?? 1) - 1
        if (left > 0) perAddress.set(clientAddress, left)
        else perAddress.delete(clientAddress)
      })
    },
    get size() {
      return size
    },
  }
}
