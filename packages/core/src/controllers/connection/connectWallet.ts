import { ref } from 'valtio/vanilla'
import { AdapterNotFoundError } from '../../errors/AdapterNotFoundError.js'
import { PorticoError } from '../../errors/PorticoError.js'
import type { PorticoContext } from '../../instance/PorticoContext.js'
import type { ChainNamespace } from '../../types/namespace.js'
import { connectAttemptChunk } from './connectAttemptChunk.js'

/** What a connect says when its chunk could not be loaded (not a catalogue code: core has no byte to spare). */
const NOT_LOADED_MESSAGE = 'The wallet connection did not load. Check your connection and try again.'

/**
 * Connects a connector through its namespace's adapter (the wallet prompts the visitor): the
 * account goes connecting at once, then connected (CONNECT_SUCCESS). On failure it goes back and the
 * error is typed: a rejection is a UserRejectedError (USER_REJECTED), and CONNECT_ERROR is emitted. The attempt
 * and how it ends are in `state.connectAttempt`, what ConnectingExternal shows; a newer attempt replaces it.
 * The wallet's part is its own chunk (`runConnectAttempt`), loaded as start-up begins, so the wallet is asked in the
 * same call; a connect before it loaded waits for it, and a failed load ends the attempt with a PorticoError that
 * says so (the next connect loads it again). A connect asked before start-up finished waits for it (`ready` always
 * resolves), so the restore of a stored connection cannot undo what the visitor just chose.
 */
export async function connectWallet(
  context: Pick<PorticoContext, 'state' | 'storage' | 'portico' | 'adapters' | 'emit'>,
  parameters: { connectorId: string; namespace: ChainNamespace },
): Promise<void> {
  const { connectorId, namespace } = parameters
  const adapter = context.adapters.get(namespace)
  const chain = context.state.chains[namespace]
  if (!adapter || !chain) throw new AdapterNotFoundError({ namespace })
  context.state.connectAttempt = { connectorId, namespace, status: 'waiting' }
  const attempt = context.state.connectAttempt
  if (!context.state.initialized) await context.portico.ready

  const previousStatus = chain.accountState.status
  chain.accountState.status = 'connecting'
  const code =
    connectAttemptChunk.current() ??
    (await connectAttemptChunk.load().catch((cause: unknown) => {
      chain.accountState.status = previousStatus === 'connecting' ? 'disconnected' : previousStatus
      const error = new PorticoError(NOT_LOADED_MESSAGE, { cause })
      context.emit({ type: 'CONNECT_ERROR', connectorId, namespace, message: error.shortMessage })
      if (context.state.connectAttempt === attempt)
        Object.assign(attempt, { status: 'error', error: ref(error) })
      throw error
    }))
  await code.runConnectAttempt(context, { connectorId, namespace, adapter, chain, previousStatus, attempt })
}
