import { createHash, createPublicKey, randomBytes, verify } from 'node:crypto'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { LOCAL_SOCIAL_PROVIDERS, type LocalSocialProvider } from './localSocialProviders.js'
import { type OidcProvider, startOidcProvider } from './startOidcProvider.js'

const client = {
  clientId: 'portico-test',
  clientSecret: 'test-secret',
  redirectUris: ['http://127.0.0.1:4410/social/callback'],
}
let oidc: OidcProvider
beforeAll(async () => {
  oidc = await startOidcProvider({ clients: [client] })
})
afterAll(() => oidc.stop())

const pkce = () => {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

/** What a browser does on the sign-in page: opens it, presses the user's button, follows to the redirect. */
async function signIn(
  provider: LocalSocialProvider,
  { challenge, nonce = 'n-1', state = 's-1', redirectUri = client.redirectUris[0] ?? '', userIndex = 0 } = {
    challenge: '',
  },
) {
  const discovery = await (await fetch(`${oidc.issuer(provider)}/.well-known/openid-configuration`)).json()
  const request = {
    response_type: 'code',
    client_id: client.clientId,
    redirect_uri: redirectUri,
    scope: 'openid profile email',
    state,
    nonce,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }
  const page = await fetch(`${discovery.authorization_endpoint}?${new URLSearchParams(request)}`, {
    redirect: 'manual',
  })
  const html = await page.text()
  const user = oidc.users[provider][userIndex]
  if (!user) throw new Error('no such test user')
  const answer = await fetch(discovery.authorization_endpoint, {
    method: 'POST',
    body: new URLSearchParams({ ...request, sub: user.sub }),
    redirect: 'manual',
  })
  return { discovery, page, html, location: new URL(answer.headers.get('location') ?? 'about:blank'), user }
}

const exchange = (tokenEndpoint: string, code: string, verifier: string, secret = client.clientSecret) =>
  fetch(tokenEndpoint, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${client.clientId}:${secret}`).toString('base64')}` },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: client.redirectUris[0] ?? '',
      code_verifier: verifier,
    }),
  })

it.each(LOCAL_SOCIAL_PROVIDERS)(
  '%s: sign-in page, code with PKCE, an ID token signed under its JWKS',
  async (provider) => {
    const { verifier, challenge } = pkce()
    const { discovery, html, location, user } = await signIn(provider, { challenge })
    expect(discovery.issuer).toBe(`${oidc.url}/${provider}`)
    expect(html).toContain(`Continue as ${user.name}`)
    expect(location.origin + location.pathname).toBe(client.redirectUris[0])
    expect(location.searchParams.get('state')).toBe('s-1')
    expect(location.searchParams.get('iss')).toBe(discovery.issuer)

    const tokens = await (
      await exchange(discovery.token_endpoint, location.searchParams.get('code') ?? '', verifier)
    ).json()
    const [header = '', payload = '', signature = ''] = tokens.id_token.split('.')
    const { keys } = await (await fetch(discovery.jwks_uri)).json()
    const kid = JSON.parse(Buffer.from(header, 'base64url').toString()).kid
    const jwk = keys.find((key: { kid: string }) => key.kid === kid)
    expect(
      verify(
        'sha256',
        Buffer.from(`${header}.${payload}`),
        createPublicKey({ key: jwk, format: 'jwk' }),
        Buffer.from(signature, 'base64url'),
      ),
    ).toBe(true)
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
    expect(claims).toMatchObject({
      iss: discovery.issuer,
      aud: client.clientId,
      sub: user.sub,
      nonce: 'n-1',
      preferred_username: user.username,
    })
    const info = await (
      await fetch(discovery.userinfo_endpoint, {
        headers: { authorization: `Bearer ${tokens.access_token}` },
      })
    ).json()
    expect(info.sub).toBe(user.sub)
  },
)

it('refuses a second use of a code, a wrong PKCE verifier, a wrong secret, and revokes what the replayed code gave', async () => {
  const { verifier, challenge } = pkce()
  const { discovery, location } = await signIn('google', { challenge })
  const code = location.searchParams.get('code') ?? ''
  expect((await exchange(discovery.token_endpoint, code, verifier, 'wrong')).status).toBe(401)
  const first = await (await exchange(discovery.token_endpoint, code, verifier)).json()
  const replay = await exchange(discovery.token_endpoint, code, verifier)
  expect(replay.status).toBe(400)
  expect((await replay.json()).error).toBe('invalid_grant')
  const info = await fetch(discovery.userinfo_endpoint, {
    headers: { authorization: `Bearer ${first.access_token}` },
  })
  expect(info.status).toBe(401)

  const second = await signIn('google', { challenge: pkce().challenge })
  const wrongVerifier = await exchange(
    discovery.token_endpoint,
    second.location.searchParams.get('code') ?? '',
    verifier,
  )
  expect(await wrongVerifier.json()).toMatchObject({
    error: 'invalid_grant',
    error_description: 'PKCE verification failed',
  })
})

it('never redirects to an unregistered redirect URI and requires PKCE', async () => {
  const stranger = await signIn('github', {
    challenge: pkce().challenge,
    redirectUri: 'https://evil.example/cb',
  })
  expect(stranger.page.status).toBe(400)
  expect(stranger.location.href).toBe('about:blank')
  const noPkce = await signIn('github', { challenge: 'short' })
  expect(noPkce.page.status).toBe(303)
  expect(noPkce.location.searchParams.get('error')).toBe('invalid_request')
})

it('signs with a key outside its JWKS while told to misbehave', async () => {
  const { verifier, challenge } = pkce()
  const { discovery, location } = await signIn('x', { challenge })
  oidc.misbehave('foreign-key')
  try {
    const tokens = await (
      await exchange(discovery.token_endpoint, location.searchParams.get('code') ?? '', verifier)
    ).json()
    const [header = '', payload = '', signature = ''] = tokens.id_token.split('.')
    const { keys } = await (await fetch(discovery.jwks_uri)).json()
    expect(
      verify(
        'sha256',
        Buffer.from(`${header}.${payload}`),
        createPublicKey({ key: keys[0], format: 'jwk' }),
        Buffer.from(signature, 'base64url'),
      ),
    ).toBe(false)
  } finally {
    oidc.misbehave(undefined)
  }
})
