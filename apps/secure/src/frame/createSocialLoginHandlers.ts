import type { CloudAuth, SocialProvider } from './createCloudAuth.js'
import { createPkcePair } from './createPkcePair.js'

/** Social logins started and not yet finished that the frame keeps a verifier for (older ones are dropped). */
const MAX_PENDING_SOCIAL_LOGINS = 4

export type SocialLoginHandlersParameters = {
  auth: CloudAuth
  /** The exact origin of the page that embeds the frame: the pop-up's result returns there. */
  parentOrigin: string
  /** The secure site's callback page; CONNECT_SOCIAL takes only URLs of this page. */
  socialCallbackUrl: string
  /** Opens the wallet of a verified social login and keeps its session with its provider and username. */
  signIn(opened: { token: string; socialProvider: string; username: string }): Promise<void>
  /**
   * After the login: the network the widget is on and the account type it asks for (CONNECT_SOCIAL's `chainId` and
   * `preferredAccountType`), and the user to answer.
   */
  connected(
    chainId: string | undefined,
    preferredAccountType: 'eoa' | 'smartAccount' | undefined,
  ): Promise<unknown>
}

/**
 * The frame's social login of docs/behaviour.md#transitions, an authorization-code flow with PKCE: GET_SOCIAL_REDIRECT_URI makes the
 * verifier (kept here, by state, never sent to the page) and asks the cloud for the provider's URL; CONNECT_SOCIAL
 * takes the callback URL the pop-up returned (or GET_SOCIAL_RESULT collected), checks it is the secure site's
 * callback page, and has the cloud redeem the code with the verifier.
 */
export function createSocialLoginHandlers({
  auth,
  parentOrigin,
  socialCallbackUrl,
  signIn,
  connected,
}: SocialLoginHandlersParameters) {
  const pending = new Map<string, string>()
  return {
    GET_SOCIAL_REDIRECT_URI: async ({ provider }: { provider: SocialProvider }) => {
      const { verifier, challenge } = await createPkcePair()
      const { uri } = await auth.startSocial(provider, challenge, parentOrigin)
      const state = new URL(uri).searchParams.get('state')
      if (!state) throw new Error('Something went wrong')
      pending.set(state, verifier)
      for (const old of pending.keys()) {
        if (pending.size <= MAX_PENDING_SOCIAL_LOGINS) break
        pending.delete(old)
      }
      return { uri }
    },
    /**
     * When the pop-up could not post its result to the page (a Cross-Origin-Opener-Policy severed its opener), the
     * callback page leaves it in the cloud: collected here for the latest login started (null while there is none).
     */
    GET_SOCIAL_RESULT: async () => {
      const state = [...pending.keys()].at(-1)
      if (!state) throw new Error('The login has expired, start again')
      return { uri: (await auth.socialResult(state)) ?? null }
    },
    CONNECT_SOCIAL: async ({
      uri,
      chainId,
      preferredAccountType,
    }: {
      uri: string
      chainId?: string
      preferredAccountType?: 'eoa' | 'smartAccount'
    }) => {
      const callback = new URL(uri)
      if (`${callback.origin}${callback.pathname}` !== socialCallbackUrl)
        throw new Error('The login did not return to the secure site')
      const state = callback.searchParams.get('state') ?? ''
      const verifier = pending.get(state)
      pending.delete(state)
      const error = callback.searchParams.get('error')
      if (error)
        throw new Error(
          error === 'access_denied' ? 'The login was cancelled' : 'The provider refused the login',
        )
      const code = callback.searchParams.get('code')
      if (!verifier || !code) throw new Error('The login has expired, start again')
      await signIn(await auth.verifySocial(state, code, verifier))
      return connected(chainId, preferredAccountType)
    },
  }
}
