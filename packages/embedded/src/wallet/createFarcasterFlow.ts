import type { FrameClient } from '../client/createFrameClient.js'
import { FrameRequestError } from '../client/FrameRequestError.js'
import type { EmbeddedWalletState } from './EmbeddedWalletState.js'
import { loginError } from './loginError.js'

/**
 * The widget's side of the Farcaster login (docs/behaviour.md#views ConnectingFarcaster, docs/behaviour.md#calls): asks the frame for the Sign In With
 * Farcaster link, shows it (state `farcaster.url`), waits on CONNECT_FARCASTER until the visitor approved it in a
 * Farcaster app (restoring the wallet first on a device that holds no share of it), then connects the wallet as after
 * an e-mail login. A newer run or a cancel makes an older one's
 * answers count for nothing; an expired link (`channel_expired`) shows as 'expired' with Try again.
 */
export function createFarcasterFlow({
  slice,
  client,
  login,
  connect,
}: {
  slice: EmbeddedWalletState
  client(): FrameClient
  /** Runs the login request, restoring the wallet first when this device holds no share of it. */
  login(request: () => Promise<unknown>): Promise<void>
  connect(): Promise<void>
}) {
  let run = 0
  return {
    async connect(): Promise<boolean> {
      const mine = ++run
      slice.farcaster = { status: 'preparing' }
      try {
        const frame = client()
        const { url } = (await frame.request('GET_FARCASTER_URI')) as { url: string }
        if (mine !== run) return false
        slice.farcaster = { status: 'waiting', url }
        await login(() => frame.request('CONNECT_FARCASTER'))
        if (mine !== run) return false
        slice.farcaster = { status: 'connecting' }
        await connect()
        if (mine === run) slice.farcaster = undefined
        return true
      } catch (error) {
        if (mine !== run) return false
        const expired = error instanceof FrameRequestError && error.code === 'channel_expired'
        slice.farcaster = expired ? { status: 'expired' } : { status: 'failed', error: loginError(error) }
        return false
      }
    },
    cancel() {
      const waiting = slice.farcaster?.status === 'waiting'
      run++
      slice.farcaster = undefined
      // The frame stops waiting on the link too (RPC_ABORT ends what waits on the visitor; nothing else is pending
      // before the wallet is connected).
      if (waiting)
        void client()
          .request('RPC_ABORT')
          .catch(() => undefined)
    },
  }
}
