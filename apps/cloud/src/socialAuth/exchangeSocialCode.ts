import { z } from 'zod'
import type { SocialProviderConfig } from './SocialProviderConfig.js'
import { SocialLoginFailedError } from './socialAuthErrors.js'

/** How long the provider's token endpoint may take. */
const TOKEN_TIMEOUT_MS = 10_000

const tokenResponseSchema = z.object({
  access_token: z.string().min(1).max(4096),
  id_token: z.string().min(1).max(16_384).optional(),
})

/**
 * Redeems an authorization code at the provider's token endpoint with the client's secret (HTTP Basic) and the PKCE
 * verifier; anything but a well-formed token answer is SocialLoginFailedError.
 */
export async function exchangeSocialCode({
  config,
  redirectUri,
  code,
  codeVerifier,
  fetch: fetchFn = fetch,
}: {
  config: SocialProviderConfig
  redirectUri: string
  code: string
  codeVerifier: string
  fetch?: typeof fetch
}): Promise<z.infer<typeof tokenResponseSchema>> {
  const basic = Buffer.from(
    `${encodeURIComponent(config.clientId)}:${encodeURIComponent(config.clientSecret)}`,
  ).toString('base64')
  const response = await fetchFn(config.tokenEndpoint, {
    method: 'POST',
    headers: {
      authorization: `Basic ${basic}`,
      accept: 'application/json',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: codeVerifier,
      client_id: config.clientId,
    }),
    redirect: 'error',
    signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
  }).catch((cause: unknown) => {
    throw new SocialLoginFailedError('token endpoint unreachable', cause)
  })
  const body = (await response.json().catch(() => undefined)) as { error?: unknown } | undefined
  if (!response.ok) {
    throw new SocialLoginFailedError(
      `token endpoint answered ${response.status} ${typeof body?.error === 'string' ? body.error.slice(0, 64) : ''}`.trim(),
    )
  }
  const parsed = tokenResponseSchema.safeParse(body)
  if (!parsed.success) throw new SocialLoginFailedError('malformed token answer')
  return parsed.data
}
