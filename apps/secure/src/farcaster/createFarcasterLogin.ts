import type { CloudAuth } from '../frame/createCloudAuth.js'

/** How often the frame asks the relay whether the wallet app answered. */
const FARCASTER_POLL_MS = 1_000

class FarcasterLoginAbortedError extends Error {
  override name = 'AbortedError'
  constructor() {
    super('Request was aborted')
  }
}

export type FarcasterLoginParameters = {
  auth: CloudAuth
  /** The page that embeds the frame: the Sign In With Farcaster message names it (URI and domain). */
  parentOrigin: string
  /** Keeps the session a completed channel opened (provider 'farcaster', the fid's username) and opens the wallet. */
  signIn(opened: { token: string; username: string }): Promise<unknown>
  pollMs?: number
}

/**
 * The frame's Farcaster login (docs/behaviour.md#calls): GET_FARCASTER_URI opens a relay channel for the parent page and answers its
 * `farcaster://connect?…` link; CONNECT_FARCASTER waits until the wallet app answered that channel (polling its
 * status), then has the cloud turn it into a session. The channel token never leaves the frame. A new
 * GET_FARCASTER_URI or a sign-out ends the wait ('Request was aborted'); an expired channel ends it with the cloud's
 * `channel_expired`.
 */
export function createFarcasterLogin({
  auth,
  parentOrigin,
  signIn,
  pollMs = FARCASTER_POLL_MS,
}: FarcasterLoginParameters) {
  let channel: string | undefined
  let generation = 0
  return {
    /** Forgets the channel under way (sign-out). */
    cancel() {
      channel = undefined
      generation++
    },
    handlers: {
      GET_FARCASTER_URI: async () => {
        generation++
        const opened = await auth.openFarcasterChannel(parentOrigin, new URL(parentOrigin).host)
        channel = opened.channelToken
        return { url: opened.url }
      },
      CONNECT_FARCASTER: async () => {
        const token = channel
        const mine = generation
        if (!token) throw new Error('Ask for the Farcaster link first')
        for (;;) {
          if (generation !== mine) throw new FarcasterLoginAbortedError()
          const { state } = await auth.farcasterStatus(token)
          if (generation !== mine) throw new FarcasterLoginAbortedError()
          if (state === 'completed') break
          await new Promise((done) => setTimeout(done, pollMs))
        }
        channel = undefined
        const opened = await auth.verifyFarcaster(token)
        await signIn(opened)
        return { userName: opened.username }
      },
    },
  }
}
