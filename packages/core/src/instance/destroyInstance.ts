import { forgetRemoteSession } from '../controllers/connection/forgetRemoteSession.js'
import { RequestAbortedError } from '../errors/RequestAbortedError.js'
import type { InstanceParts } from './InstanceParts.js'

/**
 * Stops one instance: aborts its cloud requests, clears its timers, listeners and subscriptions, destroys its
 * features, forgets its remote sessions and destroys its adapters. Call it once (the instance checks).
 */
export function destroyInstance({ context, lifetime, events, unsubscribers }: InstanceParts): void {
  lifetime.abort(new RequestAbortedError({ rpc: false }))
  context.timers.clearAll()
  events.clear()
  for (const unsubscribe of unsubscribers) unsubscribe()
  context.features.destroy()
  for (const connectorId of [...context.remoteSessions.keys()]) forgetRemoteSession(context, connectorId)
  for (const adapter of context.adapters.values()) adapter.destroy?.()
}
