import { createHash, randomBytes } from 'node:crypto'
import { LOCAL_SOCIAL_PROVIDERS, type OidcMisbehaviour, signInAtLocalProvider } from '@portico/devnet'
import { expect, it } from 'vitest'
import { LAB_PROJECT_ID } from '../../projects/seededProjects.js'
import { useSocialAuthCloud } from '../../testing/useSocialAuthCloud.js'

const SECURE_ORIGIN = 'http://127.0.0.1:4410'
const DAPP_ORIGIN = 'http://127.0.0.1:5173'
const world = useSocialAuthCloud(SECURE_ORIGIN)

const call = async (
  method: string,
  path: string,
  { body, origin = SECURE_ORIGIN, token }: { body?: unknown; origin?: string | null; token?: string } = {},
) => {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (origin !== null) headers.origin = origin
  if (token) headers.authorization = `Bearer ${token}`
  const url = new URL(`${world.cloud.url}${path}`)
  if (!url.searchParams.has('state')) url.searchParams.set('projectId', LAB_PROJECT_ID)
  const response = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  // biome-ignore lint/suspicious/noExplicitAny: shapes are asserted with expect
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as any }
}

/** What the secure frame keeps: a PKCE verifier, and its challenge for the cloud. */
const pkce = () => {
  const codeVerifier = randomBytes(32).toString('base64url')
  return { codeVerifier, codeChallenge: createHash('sha256').update(codeVerifier).digest('base64url') }
}

/** The frame starts a login, the visitor signs in at the provider; returns what the callback page receives. */
async function startAndSignIn(provider: string, name: string | undefined, returnOrigin = DAPP_ORIGIN) {
  const { codeVerifier, codeChallenge } = pkce()
  const started = await call('POST', '/auth/v1/social/start', {
    body: { provider, codeChallenge, returnOrigin },
  })
  expect(started.status).toBe(200)
  const callback = await signInAtLocalProvider(started.body.uri, name)
  return {
    codeVerifier,
    uri: new URL(started.body.uri),
    callback,
    state: callback.searchParams.get('state') ?? '',
    code: callback.searchParams.get('code') ?? '',
  }
}

const verify = ({ state, code, codeVerifier }: { state: string; code: string; codeVerifier: string }) =>
  call('POST', '/auth/v1/social/verify', { body: { state, code, codeVerifier } })

it.each(LOCAL_SOCIAL_PROVIDERS)(
  '%s: a pop-up login opens the same kind of session as an e-mail login, and the next login finds the same wallet',
  async (provider) => {
    const user = world.oidc.users[provider][0]
    if (!user) throw new Error('no test user')
    const login = await startAndSignIn(provider, user.name)
    expect(login.uri.searchParams.get('code_challenge_method')).toBe('S256')
    expect(login.uri.searchParams.get('nonce')).toMatch(/^[\w-]{43}$/)
    expect(login.callback.origin + login.callback.pathname).toBe(world.redirectUri)
    expect((await call('GET', `/auth/v1/social/return?state=${login.state}`)).body).toEqual({
      origin: DAPP_ORIGIN,
    })

    const opened = await verify(login)
    expect(opened.status).toBe(200)
    // The provider's username as it is: the widget applies the display rules (a Discord name's trailing 0).
    const shown = user.username
    expect(opened.body).toMatchObject({
      token: expect.stringMatching(/^[\w-]{43}$/),
      socialProvider: provider,
      username: shown,
    })
    const { token } = opened.body
    const session = await call('GET', '/auth/v1/session', { token })
    expect(session.body).toMatchObject({ socialProvider: provider, username: shown })
    expect(session.body.email).toBeUndefined()

    const wallet = {
      share: `share-${provider}`,
      addresses: { eip155: `0x${'cd'.repeat(20)}`, solana: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T' },
    }
    expect((await call('PUT', '/auth/v1/share', { token, body: wallet })).status).toBe(201)
    const again = await verify(await startAndSignIn(provider, user.name))
    expect((await call('GET', '/auth/v1/share', { token: again.body.token })).body).toEqual(wallet)

    const other = world.oidc.users[provider][1]
    const stranger = await verify(await startAndSignIn(provider, other?.name))
    expect((await call('GET', '/auth/v1/share', { token: stranger.body.token })).status).toBe(404)
  },
)

it('refuses an unknown state, a state used once, a code replayed under a new state, and a wrong PKCE verifier', async () => {
  const login = await startAndSignIn('google', 'Ada Lovelace')
  const forged = await verify({ ...login, state: randomBytes(32).toString('base64url') })
  expect(forged.status).toBe(400)
  expect(forged.body.error).toBe('invalid_state')

  expect((await verify(login)).status).toBe(200)
  const replayed = await verify(login)
  expect(replayed.body.error).toBe('invalid_state')
  expect((await call('GET', `/auth/v1/social/return?state=${login.state}`)).body.error).toBe('invalid_state')

  const second = await startAndSignIn('google', 'Ada Lovelace')
  const oldCode = await verify({ ...second, code: login.code })
  expect(oldCode.status).toBe(400)
  expect(oldCode.body).toMatchObject({
    error: 'social_login_failed',
    details: { reason: expect.stringContaining('invalid_grant') },
  })

  const third = await startAndSignIn('github', 'Alan Turing')
  const stolen = await verify({ ...third, codeVerifier: pkce().codeVerifier })
  expect(stolen.body.error).toBe('invalid_state')
  // The login is used up by the failed attempt: the right verifier does not rescue it.
  expect((await verify(third)).body.error).toBe('invalid_state')
})

it.each<[OidcMisbehaviour, string]>([
  ['foreign-key', 'signature verification failed'],
  ['wrong-nonce', 'nonce mismatch'],
  ['wrong-audience', '"aud"'],
  ['wrong-issuer', '"iss"'],
  ['expired', '"exp"'],
])('refuses an ID token with %s and opens no session', async (mode, reason) => {
  const login = await startAndSignIn('apple', 'Grace Hopper')
  world.oidc.misbehave(mode)
  try {
    const refused = await verify(login)
    expect(refused.status).toBe(400)
    expect(refused.body.error).toBe('social_login_failed')
    expect(refused.body.details.reason).toContain(reason)
    expect(refused.body.token).toBeUndefined()
  } finally {
    world.oidc.misbehave(undefined)
  }
})

it('answers only the secure site, returns only to an allowed origin, and checks every input', async () => {
  const { codeChallenge } = pkce()
  const body = { provider: 'x', codeChallenge, returnOrigin: DAPP_ORIGIN }
  const fromDapp = await call('POST', '/auth/v1/social/start', { body, origin: DAPP_ORIGIN })
  expect(fromDapp.status).toBe(403)
  expect(fromDapp.body.error).toBe('secure_origin_required')
  expect((await call('POST', '/auth/v1/social/start', { body, origin: null })).status).toBe(403)

  const elsewhere = await call('POST', '/auth/v1/social/start', {
    body: { ...body, returnOrigin: 'https://evil.example' },
  })
  expect(elsewhere.status).toBe(403)
  expect(elsewhere.body.error).toBe('origin_not_allowlisted')
  const notExact = await call('POST', '/auth/v1/social/start', {
    body: { ...body, returnOrigin: `${DAPP_ORIGIN}/page` },
  })
  expect(notExact.status).toBe(400)
  expect(
    (await call('POST', '/auth/v1/social/start', { body: { ...body, provider: 'myspace' } })).status,
  ).toBe(400)
  expect(
    (await call('POST', '/auth/v1/social/start', { body: { ...body, codeChallenge: 'short' } })).status,
  ).toBe(400)
  expect((await call('POST', '/auth/v1/social/start', { body: { ...body, extra: 1 } })).status).toBe(400)

  expect((await call('GET', '/auth/v1/social/return?state=x', { origin: DAPP_ORIGIN })).status).toBe(403)
  expect((await call('GET', '/auth/v1/social/return?state=x')).status).toBe(400)
  expect(
    (await verify({ state: 'x'.repeat(43), code: 'a b', codeVerifier: pkce().codeVerifier })).status,
  ).toBe(400)
})

it('brings the visitor back with access_denied when they cancel at the provider', async () => {
  const cancelled = await startAndSignIn('facebook', undefined)
  expect(cancelled.callback.searchParams.get('error')).toBe('access_denied')
  expect(cancelled.code).toBe('')
})

it('keeps the callback URL a pop-up without an opener leaves, once, for the frame of the same project to collect', async () => {
  const login = await startAndSignIn('github', 'Ada Lovelace')
  const collect = (state = login.state) =>
    call('GET', `/auth/v1/social/result?state=${state}&projectId=${LAB_PROJECT_ID}`)
  // Nothing left yet: the frame polls on.
  expect(await collect()).toEqual({ status: 200, body: { uri: null } })

  const leave = (body: unknown, origin?: string) =>
    call('POST', '/auth/v1/social/return', { body, ...(origin ? { origin } : {}) })
  // Only the secure site's callback page, with this login's own state, on that page's URL.
  expect((await leave({ state: login.state, uri: login.callback.toString() }, DAPP_ORIGIN)).body.error).toBe(
    'secure_origin_required',
  )
  const elsewhere = new URL(login.callback)
  elsewhere.pathname = '/other-page.html'
  expect((await leave({ state: login.state, uri: elsewhere.toString() })).body.error).toBe('invalid_state')
  const otherState = await startAndSignIn('github', 'Ada Lovelace')
  expect((await leave({ state: login.state, uri: otherState.callback.toString() })).body.error).toBe(
    'invalid_state',
  )
  expect((await leave({ state: login.state, uri: login.callback.toString() })).status).toBe(204)
  // Once: a second URL for the same login is refused, the first stays.
  expect((await leave({ state: login.state, uri: `${login.callback.toString()}&x=1` })).body.error).toBe(
    'invalid_state',
  )
  expect(await collect()).toEqual({ status: 200, body: { uri: login.callback.toString() } })
  // The frame of another project does not get it.
  const foreign = await call(
    'GET',
    `/auth/v1/social/result?state=${login.state}&projectId=portico-lab-multiwallet`,
  )
  expect(foreign.body).toEqual({ uri: null })

  // Redeemed by the frame as any login: then nothing is left to collect.
  expect((await verify(login)).status).toBe(200)
  expect(await collect()).toEqual({ status: 200, body: { uri: null } })
})
