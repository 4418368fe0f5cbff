import type { FeatureContext, LoginSocialProvider } from '@portico/core'
import { abortFrameRequests } from './controller/abortFrameRequests.js'
import { connectFrameUser } from './controller/connectFrameUser.js'
import type { EmbeddedContext } from './controller/EmbeddedContext.js'
import { ensureFrame } from './controller/ensureFrame.js'
import { exportRecoveryShare } from './controller/exportRecoveryShare.js'
import { forgetLogin } from './controller/forgetLogin.js'
import { frameChainId } from './controller/frameChainId.js'
import { loginOrRestore } from './controller/loginOrRestore.js'
import { readFrameLog } from './controller/readFrameLog.js'
import { readGrants } from './controller/readGrants.js'
import { reconnect } from './controller/reconnect.js'
import { requestCode } from './controller/requestCode.js'
import { revokeGrant } from './controller/revokeGrant.js'
import { setPreferredAccountType } from './controller/setPreferredAccountType.js'
import { verifyCode } from './controller/verifyCode.js'
import { createEmailUpdate } from './createEmailUpdate.js'
import { createFarcasterFlow } from './createFarcasterFlow.js'
import { createPendingFrameRequests } from './createPendingFrameRequests.js'
import { createSocialFlow } from './createSocialFlow.js'
import type { EmbeddedWalletParameters } from './EmbeddedWalletParameters.js'
import type { EmbeddedWalletState } from './EmbeddedWalletState.js'

/**
 * The embedded wallet's controller, loaded when the visitor starts a login (or at start after a past e-mail
 * login): creates the hidden frame once, runs the e-mail login (e-mail submitted, device or OTP verification,
 * connect), and connects the frame's accounts to the instance as one remote session whose disconnect, in any
 * namespace, signs out of the frame and ends every namespace. Each step lives in `controller/`, over one
 * EmbeddedContext.
 */
export function createEmbeddedController(
  feature: FeatureContext<EmbeddedWalletState>,
  parameters: EmbeddedWalletParameters,
) {
  const context: EmbeddedContext = {
    feature,
    parameters,
    slice: feature.featureState,
    frame: undefined,
    syncedLocale: undefined,
    approvals: new Set(),
    approvalEntry: undefined,
    pending: createPendingFrameRequests(),
  }
  const { slice } = context
  const client = () => ensureFrame(context).client
  const login = (request: () => Promise<unknown>) => loginOrRestore(context, request)
  const connect = () => connectFrameUser(context, false)
  const farcaster = createFarcasterFlow({ slice, client, login, connect })
  const social = createSocialFlow({
    slice,
    client,
    secureOrigin: new URL(parameters.secureSiteUrl).origin,
    win: window,
    chainId: () => frameChainId(context),
    login,
    connect,
  })

  return {
    ...createEmailUpdate({ slice, storage: feature.storage, client }),
    prepare() {
      ensureFrame(context)
    },
    /** Farcaster login (ConnectingFarcaster): the frame's link, then the wallet once a Farcaster app approved it. */
    connectFarcaster: () => farcaster.connect(),
    cancelFarcaster: () => farcaster.cancel(),
    requestCode: (email: string): Promise<boolean> => requestCode(context, email),
    verifyCode: (otp: string): Promise<boolean> => verifyCode(context, otp),
    /** Social login: the pop-up's result, or a severed pop-up's through the cloud (createSocialFlow). */
    connectSocial: (provider: LoginSocialProvider, popup: Window | null) => social.connect(provider, popup),
    /** Start-up after a past e-mail login: asks the frame, and connects again without a new login. */
    reconnect: (): Promise<void> => reconnect(context),
    /** The recovery share, in the frame's own screen shown over the page until the visitor answers it. */
    exportRecoveryShare: (): Promise<boolean> => exportRecoveryShare(context),
    /** The Account view's switch between the EOA and the smart account. */
    setPreferredAccountType: (type: 'eoa' | 'smartAccount'): Promise<boolean> =>
      setPreferredAccountType(context, type),
    /** The Permissions view: the wallet's ERC-7715 grants (state `permissions`), and the revocation of one. */
    readGrants: (): Promise<void> => readGrants(context),
    revokeGrant: (id: string): Promise<boolean> => revokeGrant(context, id),
    /** The frame's log for a support report ('' without a frame). */
    readFrameLog: (): Promise<string> => readFrameLog(context),
    /** The modal closed: the pending requests were rejected, so the frame's screen goes too. */
    modalClosed: () => abortFrameRequests(context),
    disconnected() {
      if (slice.status === 'connected') forgetLogin(context)
    },
    destroy() {
      social.stop()
      context.frame?.remove()
      context.frame = undefined
    },
  }
}

export type EmbeddedController = ReturnType<typeof createEmbeddedController>
