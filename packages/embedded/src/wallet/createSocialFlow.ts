import type { CaipNetworkId, LoginSocialProvider } from '@portico/core'
import type { FrameClient } from '../client/createFrameClient.js'
import { closeSocialPopup } from './closeSocialPopup.js'
import type { EmbeddedWalletState } from './EmbeddedWalletState.js'
import { loginError } from './loginError.js'
import { SocialPopupClosedError, waitForSocialResult } from './waitForSocialResult.js'

/**
 * After the pop-up seemed to close: how often the frame is asked for a result the callback page left in the cloud,
 * and for how long (docs/behaviour.md#calls: 120 s of a login request).
 */
const COLLECT_EVERY_MS = 2000
const COLLECT_FOR_MS = 120_000

export type SocialFlowParameters = {
  slice: EmbeddedWalletState
  client(): FrameClient
  /** The secure site's exact origin: the only sender of the pop-up's result. */
  secureOrigin: string
  /** The page's window, where the pop-up posts. */
  win: Pick<Window, 'addEventListener' | 'removeEventListener'>
  /** The network the widget is on, for the frame's user. */
  chainId(): CaipNetworkId | undefined
  /** Runs the login request, restoring the wallet first when this device holds no share of it. */
  login(request: () => Promise<unknown>): Promise<void>
  connect(): Promise<void>
  collectEveryMs?: number
  collectForMs?: number
}

/**
 * The widget's side of the social login (docs/behaviour.md#transitions): the pop-up, opened by the caller within the visitor's click on
 * the secure site's start page, goes to the provider's URL the frame asks the cloud for; its result (only from that
 * window and the secure origin, schema-checked) goes back to the frame, and the wallet connects as after an e-mail
 * login. When the pop-up seems closed first, the login shows as cancelled; but a Cross-Origin-Opener-Policy (of the
 * provider's sign-in page or of this app) also makes a pop-up look closed while the visitor is still signing in, so
 * the frame keeps asking for 120 s whether the callback page left the result in the cloud, and connects if it did.
 * A newer login, a cancel or a connection by other means ends that.
 */
export function createSocialFlow({
  slice,
  client,
  secureOrigin,
  win,
  chainId,
  login,
  connect,
  collectEveryMs = COLLECT_EVERY_MS,
  collectForMs = COLLECT_FOR_MS,
}: SocialFlowParameters) {
  let run = 0
  const finish = async (frame: FrameClient, callback: string) => {
    slice.status = 'connecting'
    slice.socialError = undefined
    const chain = chainId()
    await login(() =>
      frame.request('CONNECT_SOCIAL', { uri: callback, ...(chain ? { chainId: chain } : {}) }),
    )
    // A restore on the way (a device without a share) showed 'restoring'; the wallet connects now.
    slice.status = 'connecting'
    await connect()
  }
  /** Asks the frame, until given up, for the result a severed pop-up left in the cloud; connects with it. */
  const collectLater = async (mine: number, frame: FrameClient, provider: LoginSocialProvider) => {
    const until = Date.now() + collectForMs
    /** A newer login or a cancel came, or the wallet connected by other means. */
    const superseded = () => mine !== run || slice.status === 'connected'
    while (Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, collectEveryMs))
      if (superseded()) return
      const { uri } = (await frame.request('GET_SOCIAL_RESULT').catch(() => ({ uri: null }))) as {
        uri: string | null
      }
      if (superseded()) return
      if (!uri) continue
      slice.socialProvider = provider
      try {
        await finish(frame, uri)
      } catch (error) {
        if (mine !== run) return
        slice.status = 'idle'
        slice.socialProvider = undefined
        slice.socialError = loginError(error)
      }
      return
    }
  }
  return {
    async connect(provider: LoginSocialProvider, popup: Window | null): Promise<boolean> {
      const mine = ++run
      slice.socialError = undefined
      if (!popup) {
        slice.socialError = { key: 'social.popupBlocked' }
        return false
      }
      slice.socialProvider = provider
      slice.status = 'social'
      const waiting = waitForSocialResult({ popup, secureOrigin, win })
      let frame: FrameClient | undefined
      try {
        frame = client()
        const { uri } = (await frame.request('GET_SOCIAL_REDIRECT_URI', { provider })) as { uri: string }
        popup.location.href = uri
        await finish(frame, await waiting.result)
        return true
      } catch (error) {
        waiting.cancel()
        closeSocialPopup({ popup, secureOrigin, win })
        if (mine !== run) return false
        slice.status = 'idle'
        slice.socialProvider = undefined
        const closed = error instanceof SocialPopupClosedError
        slice.socialError = closed ? { key: 'social.cancelled' } : loginError(error)
        if (closed && frame) void collectLater(mine, frame, provider)
        return false
      }
    },
    /** Stops waiting for a severed pop-up's result (the widget is going away). */
    stop() {
      run++
    },
  }
}
