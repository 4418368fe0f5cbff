import type { z } from 'zod/mini'
import type { frameUserSchema } from '../../protocol/frameEventSchemas.js'
import { createFrameSession } from '../createFrameSession.js'
import { smartAccountUnavailableKey } from '../smartAccountUnavailableKey.js'
import type { EmbeddedContext } from './EmbeddedContext.js'
import { ensureFrame } from './ensureFrame.js'
import { forgetLogin } from './forgetLogin.js'
import { frameChainId } from './frameChainId.js'
import { showApproval } from './showApproval.js'
import { showCallsStatus } from './showCallsStatus.js'
import { showRefusedMethod } from './showRefusedMethod.js'

/**
 * Whether the frame's answer to `method` means the smart account's user operation is in, so the account is deployed:
 * a transaction (answered once included) or a batch whose status is final on chain (200 or 500).
 */
function deploys(method: string, answer: unknown): boolean {
  if (method === 'eth_sendTransaction') return true
  const status = (answer as { status?: unknown } | null)?.status
  return method === 'wallet_getCallsStatus' && (status === 200 || status === 500)
}

/**
 * Reads the frame's user and connects its accounts to the instance as one remote session (silent: the reload path,
 * no modal, no prompt), whose disconnect, in any namespace, signs out of the frame and ends every namespace. The
 * smart account's first operation deploys it: the user is read again once it is in, so `smartAccountDeployed` follows
 * without a reload. A request the frame could not serve as the smart account (it went back to the EOA) is followed
 * the same way, with a toast that says why; a send beyond the account's balance is told in a toast too.
 */
export async function connectFrameUser(context: EmbeddedContext, silent: boolean): Promise<void> {
  const { feature, slice } = context
  const { storage } = feature
  const mounted = ensureFrame(context)
  // The client checked the answer against the protocol's schema: its type is the schema's.
  const user = (await mounted.client.request('GET_USER')) as z.infer<typeof frameUserSchema>
  let undeployed = user.preferredAccountType === 'smartAccount' && user.smartAccountDeployed === false
  const session = createFrameSession({
    client: mounted.client,
    user,
    networks: feature.options.networks,
    showApproval: () => showApproval(context),
    onSignedOut: () => forgetLogin(context),
    pending: context.pending,
    onRefusedMethod: (method) => showRefusedMethod(context, method),
    onCallsStatus: (status) => showCallsStatus(context, status),
    signOutWaitMs: context.parameters.timeouts?.signOutMs,
    smartSessions: feature.options.features.smartSessions,
    onAnswered: (method, answer) => {
      if (!undeployed || !deploys(method, answer)) return
      undeployed = false
      void connectFrameUser(context, true).catch(() => undefined)
    },
    // The frame went back to the EOA for a request: the visitor reads why, and the instance follows the frame, so the
    // page shows (and the next request goes from) the account the frame uses.
    onSmartAccountUnavailable: (reason) => {
      slice.preferredAccountType = 'eoa'
      const t = feature.portico.getTranslator()
      feature.portico.showToast({ message: t(smartAccountUnavailableKey(reason)), variant: 'error' })
      void connectFrameUser(context, true).catch(() => undefined)
    },
    // A send beyond the account's balance, refused before any screen: the frame's text, in the widget's language.
    onInsufficientFunds: (message) => feature.portico.showToast({ message, variant: 'error' }),
  })
  if (user.email) slice.email = user.email
  slice.recoveryShareHeld = user.recoveryShareHeld
  // The connected social provider and username are stored (cleared with the login).
  if (user.socialProvider && user.userName) {
    storage.set('connectedSocial', user.socialProvider)
    storage.set('socialUsername', user.userName)
  }
  slice.preferredAccountType = user.preferredAccountType ?? 'eoa'
  slice.smartSessions = feature.options.features.smartSessions === true
  await feature.connectSession(session, { silent })
  // Stored as soon as the session is connected, before the frame is asked anything more.
  storage.set('emailLoginUsed', true)
  const chainId = frameChainId(context)
  if (chainId) storage.set('lastUsedChain', chainId)
  // Where the switch to the smart account is offered; a frame that cannot tell offers it nowhere.
  const listed = (await mounted.client
    .request('GET_SMART_ACCOUNT_ENABLED_NETWORKS')
    .catch(() => undefined)) as { smartAccountEnabledNetworks: number[] } | undefined
  slice.smartAccountNetworks = listed?.smartAccountEnabledNetworks ?? []
  slice.status = 'connected'
}
