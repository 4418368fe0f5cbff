/** The social login providers of docs/behaviour.md#validation. */
export type SocialProvider = 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord'

/** The cloud's e-mail and social login and share routes, as the frame calls them (the browser adds the secure Origin). */
export type CloudAuth = ReturnType<typeof createCloudAuth>

/** The auth share the cloud keeps for a wallet, with the wallet's two public addresses. */
export type StoredShare = { share: string; addresses: { eip155: `0x${string}`; solana: string } }

export class CloudAuthError extends Error {
  override name = 'CloudAuthError'
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message)
  }
}

/** The cloud's JSON answer; a proxy's HTML error page (no JSON) reads as an empty answer. */
function parseAnswer(text: string): Record<string, unknown> {
  try {
    return text ? (JSON.parse(text) as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

export function createCloudAuth({
  cloudUrl,
  projectId,
  fetch: fetchFn = fetch,
}: {
  cloudUrl: string
  projectId: string
  fetch?: typeof fetch
}) {
  const call = async (
    method: string,
    path: string,
    { body, token, query = {} }: { body?: unknown; token?: string; query?: Record<string, string> } = {},
  ) => {
    const headers: Record<string, string> = {}
    if (body !== undefined) headers['content-type'] = 'application/json'
    if (token) headers.authorization = `Bearer ${token}`
    const search = new URLSearchParams({ projectId, ...query })
    let response: Response
    try {
      response = await fetchFn(`${cloudUrl}${path}?${search}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    } catch {
      // The browser's own 'Failed to fetch' says nothing to a visitor: the widget shows its translated text.
      throw new CloudAuthError(0, 'network_error', 'Could not reach the server')
    }
    const answer = parseAnswer(await response.text().catch(() => ''))
    if (!response.ok) {
      const details = answer.details as { retryAfterSeconds?: number } | undefined
      throw new CloudAuthError(
        response.status,
        String(answer.error ?? 'server_error'),
        String(answer.message ?? 'Something went wrong'),
        details?.retryAfterSeconds,
      )
    }
    return answer
  }
  const findShare = async (token: string): Promise<StoredShare | undefined> => {
    try {
      const answer = await call('GET', '/auth/v1/share', { token, query: { missing: 'null' } })
      return answer.share === null ? undefined : (answer as StoredShare)
    } catch (error) {
      if (error instanceof CloudAuthError && error.status === 404) return undefined
      throw error
    }
  }
  return {
    requestCode: async (email: string, deviceId: string) =>
      (await call('POST', '/auth/v1/email/code', { body: { email, deviceId } })) as {
        action: 'VERIFY_OTP' | 'VERIFY_DEVICE'
      },
    /** Whether the device was approved from the link mailed for it. */
    deviceApproved: async (email: string, deviceId: string) =>
      ((await call('POST', '/auth/v1/email/device', { body: { email, deviceId } })) as { approved: boolean })
        .approved,
    verifyCode: async (email: string, otp: string, deviceId: string) =>
      (await call('POST', '/auth/v1/email/verify', { body: { email, otp, deviceId } })) as {
        token: string
        email: string
      },
    session: async (token: string) => (await call('GET', '/auth/v1/session', { token })) as { email: string },
    endSession: (token: string) => call('DELETE', '/auth/v1/session', { token }),
    /**
     * The wallet's auth share, or undefined before the wallet exists: the cloud answers { share: null } to
     * missing=null (no failed request in the page's console), a cloud before that answer a 404, both read here.
     */
    findShare: (token: string) => findShare(token),
    /** The wallet's auth share; a CloudAuthError 404 `not_found` before the wallet exists. */
    readShare: async (token: string) => {
      const stored = await findShare(token)
      if (!stored) throw new CloudAuthError(404, 'not_found', 'Wallet not found')
      return stored
    },
    startSocial: async (provider: string, codeChallenge: string, returnOrigin: string) =>
      (await call('POST', '/auth/v1/social/start', { body: { provider, codeChallenge, returnOrigin } })) as {
        uri: string
      },
    verifySocial: async (state: string, code: string, codeVerifier: string) =>
      (await call('POST', '/auth/v1/social/verify', { body: { state, code, codeVerifier } })) as {
        token: string
        socialProvider: SocialProvider
        username: string
      },
    /** The callback URL a pop-up without an opener left for this social login, or undefined while there is none. */
    socialResult: async (state: string) =>
      ((await call('GET', '/auth/v1/social/result', { query: { state } })) as { uri: string | null }).uri ??
      undefined,
    startEmailUpdate: (token: string, email: string) =>
      call('POST', '/auth/v1/email/update', { token, body: { email } }),
    verifyEmailUpdate: async (token: string, step: 'primary' | 'secondary', otp: string) =>
      (await call('POST', `/auth/v1/email/update/${step}`, { token, body: { otp } })) as {
        email: string
        newEmail: string
      },
    saveShare: (token: string, share: string, addresses: { eip155: string; solana: string }) =>
      call('PUT', '/auth/v1/share', { token, body: { share, addresses } }),
    openFarcasterChannel: async (siweUri: string, domain: string) =>
      (await call('POST', '/farcaster/v1/channel', { body: { siweUri, domain } })) as {
        channelToken: string
        url: string
      },
    farcasterStatus: async (channelToken: string) =>
      (await call('GET', '/farcaster/v1/channel/status', { token: channelToken })) as { state: string },
    verifyFarcaster: async (channelToken: string) =>
      (await call('POST', '/auth/v1/farcaster/verify', { body: { channelToken } })) as {
        token: string
        username: string
      },
  }
}
