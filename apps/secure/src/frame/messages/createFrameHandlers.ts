import type { AppMessage } from '@portico/embedded/protocol'
import { createFarcasterLogin } from '../../farcaster/createFarcasterLogin.js'
import { createEmailLoginHandlers } from '../createEmailLoginHandlers.js'
import { createEmailUpdateHandlers } from '../createEmailUpdateHandlers.js'
import { createRecoveryHandlers } from '../createRecoveryHandlers.js'
import { createSocialLoginHandlers } from '../createSocialLoginHandlers.js'
import type { FrameContext } from '../FrameContext.js'
import { keepSession } from '../login/keepSession.js'
import { readDeviceId } from '../login/readDeviceId.js'
import { readFrameUser } from '../login/readFrameUser.js'
import { readSession } from '../login/readSession.js'
import { signIn } from '../login/signIn.js'
import { serveRpcRequest } from '../requests/serveRpcRequest.js'
import { initSmartAccount } from '../smartAccount/initSmartAccount.js'
import { setPreferredAccount } from '../smartAccount/setPreferredAccount.js'
import { abortRequests } from './abortRequests.js'
import { isConnected } from './isConnected.js'
import { signOut } from './signOut.js'
import { switchNetwork } from './switchNetwork.js'
import { syncDappData } from './syncDappData.js'
import { whenStorageUsable } from './whenStorageUsable.js'

/** The frame's handler of each message type it answers, over one context. */
export type FrameHandlers = { [Type in AppMessage['type']]?: (payload: never) => Promise<unknown> }

/** The frame's message table: each message type's handler, bound to `context`. */
export function createFrameHandlers(context: FrameContext): FrameHandlers {
  const { auth, store, key, state } = context
  const session = () => readSession(context)
  /** A social or Farcaster login's session: kept with its provider and username, and the wallet opened. */
  const keepSocialSession = (opened: { token: string; socialProvider: string; username: string }) =>
    signIn(context, opened.token, { socialProvider: opened.socialProvider, socialUsername: opened.username })
  const farcaster = createFarcasterLogin({
    auth,
    parentOrigin: context.parentOrigin,
    signIn: (opened) => keepSocialSession({ ...opened, socialProvider: 'farcaster' }),
  })
  const emailLogin = createEmailLoginHandlers({
    auth,
    deviceId: () => readDeviceId(context),
    signIn: (token, items) => signIn(context, token, items),
    waits: state.approvals,
  })
  const socialLogin = createSocialLoginHandlers({
    auth,
    parentOrigin: context.parentOrigin,
    socialCallbackUrl: context.socialCallbackUrl,
    signIn: keepSocialSession,
    connected: async (next, preferredAccountType) => {
      if (next) state.chainId = next
      if (preferredAccountType) state.requestedAccountType = preferredAccountType
      return readFrameUser(context)
    },
  })
  return {
    ...createEmailUpdateHandlers({ auth, session, setEmail: (value) => store.setItem(key('email'), value) }),
    ...emailLogin,
    CONNECT_EMAIL: whenStorageUsable(context, emailLogin.CONNECT_EMAIL),
    ...socialLogin,
    GET_SOCIAL_REDIRECT_URI: whenStorageUsable(context, socialLogin.GET_SOCIAL_REDIRECT_URI),
    ...farcaster.handlers,
    GET_FARCASTER_URI: whenStorageUsable(context, farcaster.handlers.GET_FARCASTER_URI),
    GET_USER: async (payload?: { preferredAccountType?: 'eoa' | 'smartAccount' }) => {
      if (payload?.preferredAccountType) state.requestedAccountType = payload.preferredAccountType
      return readFrameUser(context)
    },
    IS_CONNECTED: async () => isConnected(context),
    SIGN_OUT: async () => signOut(context, farcaster),
    GET_CHAIN_ID: async () => ({ chainId: state.chainId }),
    SWITCH_NETWORK: (payload: Parameters<typeof switchNetwork>[1]) => switchNetwork(context, payload),
    SET_PREFERRED_ACCOUNT: (payload: Parameters<typeof setPreferredAccount>[1]) =>
      setPreferredAccount(context, payload),
    INIT_SMART_ACCOUNT: async () => initSmartAccount(context),
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: async () => ({
      smartAccountEnabledNetworks: Object.keys(context.smartAccounts ?? {}).map((caip) =>
        Number(caip.split(':')[1]),
      ),
    }),
    SYNC_THEME: async () => undefined,
    SYNC_DAPP_DATA: (payload: Parameters<typeof syncDappData>[1]) => syncDappData(context, payload),
    RELOAD: async () => undefined,
    RPC_ABORT: async () => abortRequests(context, farcaster),
    ...createRecoveryHandlers({
      auth,
      vault: context.vault,
      session,
      key,
      localeReady: () => state.localeLoaded,
      // The locale's current translator (SYNC_DAPP_DATA switches it).
      t: (name, values) => context.locale.t(name, values),
      waits: state.approvals,
      showRecovery: context.showRecovery,
      askRecovery: context.askRecovery,
      pendingRestore: {
        current: () => state.pendingRestore,
        done: () => {
          state.pendingRestore = undefined
        },
      },
      keepSession: (token, items) => keepSession(context, token, items),
    }),
    // The Permissions view's: lazy, like the grant methods themselves.
    GET_GRANTS: async () => (await import('../grants/listGrants.js')).listGrants(context),
    REVOKE_GRANT: async (payload: { id: string; rpcUrl?: string }) =>
      (await import('../grants/revokeGrant.js')).revokeGrant(context, payload),
    RPC_REQUEST: (request: Parameters<typeof serveRpcRequest>[1]) => serveRpcRequest(context, request),
  }
}
