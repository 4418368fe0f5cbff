import {
  type AlertCode,
  type CaipNetworkId,
  emailCooldownRemaining,
  type FeatureContext,
  formatAlert,
  isValidEmail,
  type LoginSocialProvider,
  SDK_VERSION,
  UNKNOWN_METHOD_MESSAGE_DELAY_MS,
} from '@portico/core'
import type { z } from 'zod/mini'
import { FrameRequestError } from '../client/FrameRequestError.js'
import type { frameUserSchema } from '../protocol/frameEventSchemas.js'
import { createEmailUpdate } from './createEmailUpdate.js'
import { createFarcasterFlow } from './createFarcasterFlow.js'
import { createFrameSession } from './createFrameSession.js'
import { createPendingFrameRequests } from './createPendingFrameRequests.js'
import { createSocialFlow } from './createSocialFlow.js'
import type { EmbeddedWalletParameters } from './EmbeddedWalletParameters.js'
import type { EmbeddedWalletState } from './EmbeddedWalletState.js'
import { frameDappData } from './frameDappData.js'
import { loginError } from './loginError.js'
import { type MountedFrame, mountFrame } from './mountFrame.js'

/** The auth connector serves these namespaces (spec §9). */
const FRAME_NAMESPACES = ['eip155', 'solana'] as const

/**
 * The embedded wallet's controller, loaded when the visitor starts a login (or at start after a past e-mail
 * login): creates the hidden frame once, runs the e-mail login (spec §4: e-mail submitted, device or OTP
 * verification, connect), and connects the frame's accounts to the instance as one remote session whose
 * disconnect, in any namespace, signs out of the frame and ends every namespace.
 */
export function createEmbeddedController(
  context: FeatureContext<EmbeddedWalletState>,
  parameters: EmbeddedWalletParameters,
) {
  const slice = context.featureState
  const { storage, portico } = context
  let frame: MountedFrame | undefined
  /** The unsafe requests whose approval the frame shows now. */
  const approvals = new Set<object>()
  /**
   * How the approval screen came up for the requests above: the modal opened for it (it closes after them) or its view
   * pushed onto the open modal (it goes back after them). A request the app sends through its own wagmi or provider
   * is not on core's approval stack, so nothing else leaves the view for it.
   */
  let approvalEntry: 'opened' | 'pushed' | undefined
  /** The same requests as promises the modal's close rejects (spec §4; safe ones are not among them). */
  const pending = createPendingFrameRequests()
  /** Spec §6: a method off the allow-list is refused at once, and the visitor told 300 ms later. */
  const refusedMethod = (method: string) => {
    setTimeout(() => {
      portico.showToast({
        message: portico.getTranslator()('embeddedWallet.methodNotAllowed', { method }),
        variant: 'error',
      })
    }, UNKNOWN_METHOD_MESSAGE_DELAY_MS)
  }

  const alert = (code: AlertCode) => {
    const { title, description, variant } = formatAlert(code)
    portico.showAlert({ message: `${title}: ${description}`, variant, code })
  }

  /** The network the frame starts on: the active one when the frame serves its namespace, else the app's first. */
  const frameChainId = (): CaipNetworkId | undefined => {
    const active = context.state.activeNamespace
    const current =
      active === 'eip155' || active === 'solana'
        ? context.state.chains[active]?.networkState.caipNetwork?.caipNetworkId
        : undefined
    return (
      current ??
      context.options.networks.find((network) =>
        (FRAME_NAMESPACES as readonly string[]).includes(network.chainNamespace),
      )?.caipNetworkId
    )
  }

  /** The locale the frame was last told; SYNC_DAPP_DATA goes again before it shows a screen in another. */
  let syncedLocale: string | undefined
  /**
   * Tells the frame the networks' native currencies and the widget's locale (its screens' language), first when
   * it starts, again when the visitor switched languages since; sent before the request whose screen follows.
   */
  const syncDappData = () => {
    if (!frame || syncedLocale === context.state.locale) return
    syncedLocale = context.state.locale
    const data = frameDappData(context.options.projectId, context.options.networks, context.state.locale)
    void frame.client.request('SYNC_DAPP_DATA', data).catch(() => undefined)
  }

  const ensureFrame = (): MountedFrame => {
    if (frame) return frame
    const chainId = frameChainId()
    if (!chainId) throw new Error('The embedded wallet needs an eip155 or solana network')
    slice.frame = 'loading'
    const mounted = mountFrame({
      ...parameters,
      query: {
        projectId: context.options.projectId,
        chainId,
        version: SDK_VERSION,
        locale: context.state.locale,
      },
      title: portico.getTranslator()('emailLogin.frameTitle'),
      onTimeout: (reason) =>
        alert(reason === 'iframe_load_failed' ? 'IFRAME_LOAD_FAILED' : 'IFRAME_REQUEST_TIMEOUT'),
    })
    frame = mounted
    syncedLocale = undefined
    syncDappData()
    mounted.client.ready.then(
      () => {
        if (frame === mounted) slice.frame = 'ready'
      },
      () => {
        if (frame !== mounted) return
        slice.frame = 'failed'
        mounted.remove()
        frame = undefined
      },
    )
    return mounted
  }

  /** Spec §3/§4: the e-mail, the login-used flag and the last chain go when the visitor disconnects or the frame reports not connected. */
  const forgetLogin = () => {
    storage.remove('email')
    storage.remove('emailLoginUsed')
    storage.remove('lastUsedChain')
    storage.remove('socialUsername')
    storage.remove('connectedSocial')
    slice.socialProvider = undefined
    slice.status = 'idle'
    slice.email = undefined
    slice.error = undefined
    slice.update = undefined
    slice.recoveryShareHeld = undefined
  }

  const showApproval = () => {
    const mounted = ensureFrame()
    syncDappData()
    const approval = {}
    approvals.add(approval)
    slice.approving = true
    mounted.setShown(true)
    if (!context.state.modal.open) {
      approvalEntry = 'opened'
      void portico.open({ view: 'ApproveTransaction' })
    } else if (context.state.router.view !== 'ApproveTransaction') {
      approvalEntry = 'pushed'
      portico.push('ApproveTransaction')
    }
    return () => {
      approvals.delete(approval)
      if (approvals.size > 0) return
      slice.approving = false
      frame?.setShown(false)
      const entry = approvalEntry
      approvalEntry = undefined
      // Core leaves the view itself for the requests on its stack (portico.signMessage, …).
      const leave = context.state.modal.open && context.state.router.view === 'ApproveTransaction'
      if (!leave || context.state.approvals.length > 0) return
      if (entry === 'opened') portico.close()
      else if (entry === 'pushed') portico.goBack()
    }
  }

  /** Reads the frame's user and connects its accounts (silent: the reload path, no modal, no prompt). */
  const connect = async (silent: boolean) => {
    const mounted = ensureFrame()
    // The client checked the answer against the protocol's schema: its type is the schema's.
    const user = (await mounted.client.request('GET_USER')) as z.infer<typeof frameUserSchema>
    const session = createFrameSession({
      client: mounted.client,
      user,
      networks: context.options.networks,
      showApproval,
      onSignedOut: forgetLogin,
      pending,
      onRefusedMethod: refusedMethod,
    })
    if (user.email) slice.email = user.email
    slice.recoveryShareHeld = user.recoveryShareHeld
    // Spec §3: the connected social provider and username are stored (cleared with the login).
    if (user.socialProvider && user.userName) {
      storage.set('connectedSocial', user.socialProvider)
      storage.set('socialUsername', user.userName)
    }
    await context.connectSession(session, { silent })
    storage.set('emailLoginUsed', true)
    const chainId = frameChainId()
    if (chainId) storage.set('lastUsedChain', chainId)
    slice.status = 'connected'
  }

  /**
   * The login was right but this device holds no share of the wallet (a new browser profile): the frame, shown
   * over the modal, asks for the recovery share in its own screen (the share never reaches this page). True once
   * restored; false when the visitor cancelled (the frame dropped the login) or it failed (slice.error says why).
   */
  const restoreWallet = async (): Promise<boolean> => {
    const mounted = ensureFrame()
    slice.status = 'restoring'
    mounted.setShown(true)
    try {
      const { restored } = (await mounted.client.request('RESTORE_WALLET')) as { restored: boolean }
      return restored
    } catch (error) {
      slice.error = loginError(error)
      return false
    } finally {
      if (!slice.approving) mounted.setShown(false)
    }
  }

  /**
   * A login request that the frame may answer `recovery_required` (this device holds no share of the wallet), after
   * an e-mail code, a social or a Farcaster login alike: the frame asks for the recovery share and the login goes
   * on once the wallet is restored. A cancelled or failed restore fails the login with the frame's answer.
   */
  const loginOrRestore = async (request: () => Promise<unknown>): Promise<void> => {
    try {
      await request()
    } catch (error) {
      const needsRestore = error instanceof FrameRequestError && error.code === 'recovery_required'
      if (!needsRestore || !(await restoreWallet())) throw error
    }
  }

  const farcaster = createFarcasterFlow({
    slice,
    client: () => ensureFrame().client,
    login: loginOrRestore,
    connect: () => connect(false),
  })

  const social = createSocialFlow({
    slice,
    client: () => ensureFrame().client,
    secureOrigin: new URL(parameters.secureSiteUrl).origin,
    win: window,
    chainId: frameChainId,
    login: loginOrRestore,
    connect: () => connect(false),
  })

  return {
    ...createEmailUpdate({ slice, storage, client: () => ensureFrame().client }),
    prepare() {
      ensureFrame()
    },
    /** Farcaster login (ConnectingFarcaster): the frame's link, then the wallet once a Farcaster app approved it. */
    connectFarcaster: () => farcaster.connect(),
    cancelFarcaster: () => farcaster.cancel(),
    async requestCode(email: string): Promise<boolean> {
      const address = email.trim()
      slice.error = undefined
      if (!isValidEmail(address)) {
        slice.error = { key: 'error.INVALID_EMAIL' }
        return false
      }
      const seconds = emailCooldownRemaining(storage.get('lastEmailLoginTime'))
      if (seconds > 0) {
        slice.error = { key: 'error.EMAIL_COOLDOWN', values: { seconds } }
        return false
      }
      slice.status = 'sending'
      try {
        const { action } = (await ensureFrame().client.request('CONNECT_EMAIL', { email: address })) as {
          action: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'
        }
        storage.set('lastEmailLoginTime', Date.now())
        storage.set('email', address)
        slice.email = address
        if (action === 'VERIFY_DEVICE') {
          slice.status = 'device'
          // EmailLogin shows 'Approve this device' while the visitor opens the mailed link; the frame answers
          // CONNECT_DEVICE once they approved it, and approving mailed the code.
          void ensureFrame()
            .client.request('CONNECT_DEVICE')
            .then(
              () => {
                if (slice.status === 'device') slice.status = 'otp'
              },
              (error: unknown) => {
                if (slice.status !== 'device') return
                slice.status = 'otp'
                slice.error = loginError(error)
              },
            )
          return true
        }
        slice.status = 'otp'
        return true
      } catch (error) {
        slice.status = 'idle'
        slice.error = loginError(error)
        return false
      }
    },
    async verifyCode(otp: string): Promise<boolean> {
      slice.error = undefined
      slice.status = 'verifying'
      try {
        await loginOrRestore(() => ensureFrame().client.request('CONNECT_OTP', { otp }))
      } catch (error) {
        slice.status = 'otp'
        if (slice.error === undefined) slice.error = loginError(error)
        return false
      }
      slice.status = 'connecting'
      try {
        await connect(false)
        return true
      } catch (error) {
        slice.status = 'otp'
        slice.error = loginError(error)
        return false
      }
    },
    /** Social login (spec §4): the pop-up's result, or a severed pop-up's through the cloud (createSocialFlow). */
    connectSocial: (provider: LoginSocialProvider, popup: Window | null) => social.connect(provider, popup),
    /** Start-up after a past e-mail login: asks the frame, and connects again without a new login. */
    async reconnect(): Promise<void> {
      try {
        const { isConnected } = (await ensureFrame().client.request('IS_CONNECTED')) as {
          isConnected: boolean
        }
        if (!isConnected) {
          forgetLogin()
          return
        }
        slice.status = 'connecting'
        await connect(true)
      } catch {
        slice.status = 'idle'
      }
    },
    /** The recovery share, in the frame's own screen shown over the page until the visitor answers it. */
    async exportRecoveryShare(): Promise<boolean> {
      const mounted = ensureFrame()
      syncDappData()
      slice.error = undefined
      mounted.setShown(true)
      try {
        const { exported } = (await mounted.client.request('EXPORT_RECOVERY_SHARE')) as { exported: boolean }
        // Saved: the frame forgot its copy, so the Account view no longer offers the export.
        if (exported) slice.recoveryShareHeld = false
        return exported
      } catch (error) {
        if (error instanceof FrameRequestError && error.code === 'no_recovery_share')
          slice.recoveryShareHeld = false
        const failure = loginError(error)
        slice.error = failure
        // The export runs from the Account view, which shows no login error: the visitor hears of it here.
        portico.showToast({
          message:
            failure.key === undefined ? failure.text : portico.getTranslator()(failure.key, failure.values),
          variant: 'error',
        })
        return false
      } finally {
        if (!slice.approving) mounted.setShown(false)
      }
    },
    /** The modal closed: the pending requests were rejected (spec §4), so the frame's screen goes too. */
    modalClosed() {
      const aborted = pending.abortAll()
      if ((!slice.approving && aborted === 0) || !frame) return
      void frame.client.request('RPC_ABORT').catch(() => undefined)
      approvals.clear()
      approvalEntry = undefined
      slice.approving = false
      frame.setShown(false)
    },
    disconnected() {
      if (slice.status === 'connected') forgetLogin()
    },
    destroy() {
      social.stop()
      frame?.remove()
      frame = undefined
    },
  }
}

export type EmbeddedController = ReturnType<typeof createEmbeddedController>
