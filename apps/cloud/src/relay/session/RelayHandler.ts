import type { RelaySessionContext } from './RelaySessionContext.js'

/** One JSON-RPC method of the relay: its params as the client sent them, its result as answered. */
export type RelayHandler = (context: RelaySessionContext, params: unknown) => Promise<unknown>
