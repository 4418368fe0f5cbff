import type { FeatureAccountEntry, FeatureContext, MessageKey, PorticoFeature } from '@portico/core'
import type { en } from '../messages/en.js'
import { AUTH_CONNECTOR_ID } from './authConnectorId.js'
import type { EmbeddedWalletApi } from './EmbeddedWalletApi.js'
import type { EmbeddedWalletParameters } from './EmbeddedWalletParameters.js'
import { type EmbeddedWalletState, initialEmbeddedWalletState } from './EmbeddedWalletState.js'
import { EMBEDDED_WALLET_ID, embeddedWalletRef } from './embeddedWalletRef.js'
import { openSocialPopup } from './openSocialPopup.js'

// The embedded wallet's views, and its message keys, in core's open contracts.
declare module '@portico/core' {
  interface PorticoViews {
    EmailLogin: undefined
    UpdateEmailWallet: undefined
    ConnectingFarcaster: undefined
    Permissions: undefined
  }
  interface PorticoMessages extends Record<keyof typeof en, true> {}
}

type Controller = import('./createEmbeddedController.js').EmbeddedController

const loadEmailLoginView = () =>
  import('../views/EmailLoginView.js').then((m) => ({ default: m.EmailLoginView }))
const loadEmailField = () => import('../views/EmailField.js').then((m) => ({ default: m.EmailField }))
const loadUpdateEmailView = () =>
  import('../views/UpdateEmailWalletView.js').then((m) => ({ default: m.UpdateEmailWalletView }))
const loadConnectingFarcaster = () =>
  import('../views/ConnectingFarcasterView.js').then((m) => ({ default: m.ConnectingFarcasterView }))
// Its module's default export is the view (a loader needs no `.then` to pick it).
const loadPermissionsView = () => import('../views/PermissionsView.js')
const loadSocialButtons = () =>
  import('../views/SocialButtons.js').then((m) => ({ default: m.SocialButtons }))

/**
 * The embedded wallet as a feature package: the Connect view's e-mail field, the EmailLogin view, and the auth
 * connector that brings the frame's eip155 and solana accounts to the instance. Only this descriptor is in the
 * page's first JS; the login code and the frame load when the visitor starts a login, or at once when this
 * browser logged in by e-mail before (to reconnect without a new login, docs/behaviour.md#views).
 * @example createPortico({ …, plugins: [embeddedWallet({ secureSiteUrl: 'https://secure.example.com' })] })
 */
export function embeddedWallet(
  parameters: EmbeddedWalletParameters,
): PorticoFeature<EmbeddedWalletApi, EmbeddedWalletState> {
  return {
    id: EMBEDDED_WALLET_ID,
    messages: () => import('../messages/messages.js'),
    views: {
      EmailLogin: loadEmailLoginView,
      UpdateEmailWallet: loadUpdateEmailView,
      ConnectingFarcaster: loadConnectingFarcaster,
      Permissions: loadPermissionsView,
    },
    titles: {
      EmailLogin: 'emailLogin.title',
      UpdateEmailWallet: 'updateEmail.title',
      ConnectingFarcaster: 'farcaster.title',
      Permissions: 'permissions.title',
    },
    accountEntry: [
      // docs/behaviour.md#views: the Account view of an e-mail login (not a social one) opens UpdateEmailWallet.
      {
        order: 'email',
        label: 'updateEmail.entry',
        view: 'UpdateEmailWallet',
        shown: (_, slice) => {
          const state = slice as EmbeddedWalletState | undefined
          return state?.status === 'connected' && state.email !== undefined
        },
      },
      // Any embedded login: the recovery share, which the secure frame shows on its own screen over the page.
      {
        order: 'backup',
        key: 'recovery',
        label: 'recoveryShare.entry',
        run: (portico) => void portico.getFeature(embeddedWalletRef)?.exportRecoveryShare(),
        shown: (_, slice) => {
          const state = slice as EmbeddedWalletState | undefined
          return state?.status === 'connected' && state.recoveryShareHeld !== false
        },
      },
      // The account type the wallet uses on EVM networks, and the switch to the other (SET_PREFERRED_ACCOUNT).
      accountTypeEntry('smartAccount', 'accountType.switchToSmartAccount'),
      accountTypeEntry('eoa', 'accountType.switchToEoa'),
      // With smart sessions (set at connect, cleared with the login), on EVM: the wallet's ERC-7715 grants.
      {
        order: 'permissions',
        key: 'permissions',
        label: 'permissions.title',
        view: 'Permissions',
        shown: (account, slice) =>
          (slice as EmbeddedWalletState | undefined)?.smartSessions === true &&
          !!(account as { caipAddress?: string } | undefined)?.caipAddress?.startsWith('eip155:'),
      },
    ],
    connectMethods: { email: loadEmailField, social: loadSocialButtons },
    // Start-up leaves the stored auth connection to this feature: it reconnects through the frame.
    remoteConnectorId: AUTH_CONNECTOR_ID,
    initialState: initialEmbeddedWalletState,
    create: (context) => createLazyController(context, parameters),
  }
}

/**
 * The Account entry that switches the connected wallet to `type`: shown while it uses the other type, the smart account
 * only where the project has one (its label names the type in use, then the switch).
 */
function accountTypeEntry(type: 'eoa' | 'smartAccount', label: MessageKey): FeatureAccountEntry {
  return {
    order: 'accountType',
    key: type,
    label,
    run: (portico) => void portico.getFeature(embeddedWalletRef)?.setPreferredAccountType(type),
    shown: (_, slice) => {
      const state = slice as EmbeddedWalletState | undefined
      if (state?.status !== 'connected' || state.preferredAccountType === undefined) return false
      if (type === 'eoa') return state.preferredAccountType === 'smartAccount'
      return state.preferredAccountType === 'eoa' && (state.smartAccountNetworks?.length ?? 0) > 0
    },
  }
}

function createLazyController(
  context: FeatureContext<EmbeddedWalletState>,
  parameters: EmbeddedWalletParameters,
) {
  let controller: Promise<Controller> | undefined
  let loaded: Controller | undefined
  const load = () => {
    controller ??= import('./createEmbeddedController.js').then((m) => {
      loaded = m.createEmbeddedController(context, parameters)
      return loaded
    })
    return controller
  }
  const withController = async <T>(run: (c: Controller) => Promise<T>, failed: T): Promise<T> => {
    let ready: Controller
    try {
      ready = await load()
    } catch {
      // 'Unable to load email login dependency' (docs/behaviour.md#errors); the next attempt loads again.
      controller = undefined
      context.featureState.error = { key: 'error.EMAIL_DEPENDENCY_LOAD_FAILED' }
      return failed
    }
    return run(ready)
  }
  // A past e-mail login: the frame comes at once, to reconnect without a new login (docs/behaviour.md#views).
  if (typeof window !== 'undefined' && context.storage.get('emailLoginUsed') === true) {
    void withController((c) => c.reconnect(), undefined)
  }
  const api: EmbeddedWalletApi = {
    prepare: () => void withController(async (c) => c.prepare(), undefined),
    requestCode: (email) => withController((c) => c.requestCode(email), false),
    verifyCode: (otp) => withController((c) => c.verifyCode(otp), false),
    connectSocial(provider) {
      // Opened now, inside the visitor's click: after an await a browser would block it.
      const popup = openSocialPopup(parameters.secureSiteUrl, provider, context.portico.isMobile())
      return withController((c) => c.connectSocial(provider, popup), false)
    },
    updateEmail: (email) => withController((c) => c.updateEmail(email), false),
    verifyUpdateCode: (otp) => withController((c) => c.verifyUpdateCode(otp), false),
    resetUpdate: () => void withController(async (c) => c.resetUpdate(), undefined),
    connectFarcaster: () => withController((c) => c.connectFarcaster(), false),
    cancelFarcaster: () => loaded?.cancelFarcaster(),
    exportRecoveryShare: () => withController((c) => c.exportRecoveryShare(), false),
    setPreferredAccountType: (type) => withController((c) => c.setPreferredAccountType(type), false),
    readGrants: () => withController((c) => c.readGrants(), undefined),
    revokeGrant: (id) => withController((c) => c.revokeGrant(id), false),
    // No frame is loaded for it: without a login there is nothing in a log.
    readFrameLog: async () => (loaded ? loaded.readFrameLog() : ''),
    reset() {
      context.featureState.status = 'idle'
      context.featureState.error = undefined
    },
  }
  return {
    api,
    onModalClosed: () => loaded?.modalClosed(),
    onDisconnected: () => loaded?.disconnected(),
    destroy: () => loaded?.destroy(),
  }
}
