import { createHash, generateKeyPair, type KeyObject, randomBytes, sign, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { promisify } from 'node:util'
import { DevnetError } from '../errors/DevnetError.js'
import {
  LOCAL_SOCIAL_PROVIDER_NAMES,
  LOCAL_SOCIAL_PROVIDERS,
  LOCAL_SOCIAL_USERS,
  type LocalSocialProvider,
  type OidcTestUser,
} from './localSocialProviders.js'
import { renderLoginPage } from './renderLoginPage.js'

/** A registered client (the cloud): its secret and the exact redirect URIs it may use. */
export type OidcClient = {
  readonly clientId: string
  readonly clientSecret: string
  readonly redirectUris: readonly string[]
}

/**
 * Ways the next ID tokens break the rules, for tests of the client's checks: signed by a key not in the JWKS,
 * another nonce, another audience, another issuer, or already expired. `undefined` behaves again.
 */
export type OidcMisbehaviour = 'foreign-key' | 'wrong-nonce' | 'wrong-audience' | 'wrong-issuer' | 'expired'

export interface OidcProvider {
  /** `http://127.0.0.1:<port>`; each provider's issuer is `<url>/<provider>`. */
  readonly url: string
  issuer(provider: LocalSocialProvider): string
  readonly users: Record<LocalSocialProvider, readonly OidcTestUser[]>
  misbehave(mode: OidcMisbehaviour | undefined): void
  stop(): Promise<void>
}

export interface StartOidcProviderParameters {
  /** 0 (default) picks a free port. */
  readonly port?: number
  readonly clients: readonly OidcClient[]
}

/** An authorization code lives this long and works once. */
const CODE_LIFETIME_MS = 60_000
/** ID and access tokens live this long. */
const TOKEN_LIFETIME_S = 300
/** Largest form body accepted. */
const MAX_BODY_BYTES = 16 * 1024
const VERIFIER_PATTERN = /^[A-Za-z0-9._~-]{43,128}$/

type IssuedCode = {
  provider: LocalSocialProvider
  clientId: string
  redirectUri: string
  codeChallenge: string
  nonce: string | undefined
  user: OidcTestUser
  expiresAt: number
  used: boolean
  accessTokens: string[]
}

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url')
const randomToken = () => randomBytes(32).toString('base64url')
const sameSecret = (a: string, b: string) => {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/**
 * A local OpenID Connect provider standing in for google, github, apple, facebook, x and discord: one issuer per
 * provider (`/<provider>`), each with discovery, a sign-in page listing its test users, the authorization-code
 * flow with PKCE (S256 required), RS256 ID tokens under its own JWKS, and userinfo. Codes work once for 60 s;
 * redirect URIs must match a registered client exactly. Nothing leaves 127.0.0.1.
 * @example const oidc = await startOidcProvider({ clients: [{ clientId, clientSecret, redirectUris }] })
 */
export async function startOidcProvider({
  port = 0,
  clients,
}: StartOidcProviderParameters): Promise<OidcProvider> {
  const generate = promisify(generateKeyPair)
  const keyPair = async () => {
    const pair = await generate('rsa', { modulusLength: 2048 })
    return { ...pair, kid: randomBytes(8).toString('hex') }
  }
  const keys = Object.fromEntries(
    await Promise.all(LOCAL_SOCIAL_PROVIDERS.map(async (provider) => [provider, await keyPair()] as const)),
  ) as Record<LocalSocialProvider, { privateKey: KeyObject; publicKey: KeyObject; kid: string }>
  const foreignKey = await keyPair()
  const codes = new Map<string, IssuedCode>()
  const accessTokens = new Map<
    string,
    { provider: LocalSocialProvider; user: OidcTestUser; expiresAt: number }
  >()
  let misbehaviour: OidcMisbehaviour | undefined
  let baseUrl = ''

  const issuer = (provider: LocalSocialProvider) => `${baseUrl}/${provider}`

  const signIdToken = (code: IssuedCode) => {
    const now = Math.floor(Date.now() / 1000)
    const key = misbehaviour === 'foreign-key' ? foreignKey : keys[code.provider]
    const claims = {
      iss: misbehaviour === 'wrong-issuer' ? `${baseUrl}/elsewhere` : issuer(code.provider),
      sub: code.user.sub,
      aud: misbehaviour === 'wrong-audience' ? 'another-client' : code.clientId,
      iat: misbehaviour === 'expired' ? now - 2 * TOKEN_LIFETIME_S : now,
      exp: misbehaviour === 'expired' ? now - TOKEN_LIFETIME_S : now + TOKEN_LIFETIME_S,
      ...(code.nonce === undefined
        ? {}
        : { nonce: misbehaviour === 'wrong-nonce' ? randomToken() : code.nonce }),
      name: code.user.name,
      preferred_username: code.user.username,
      ...(code.user.email ? { email: code.user.email, email_verified: true } : {}),
    }
    const header = { alg: 'RS256', typ: 'JWT', kid: keys[code.provider].kid }
    const input = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`
    return `${input}.${base64url(sign('sha256', Buffer.from(input), key.privateKey))}`
  }

  const send = (
    response: ServerResponse,
    status: number,
    body: string,
    type = 'application/json',
    headers: Record<string, string> = {},
  ) => {
    response.writeHead(status, {
      'content-type': type,
      'cache-control': 'no-store',
      'x-frame-options': 'DENY',
      ...headers,
    })
    response.end(body)
  }
  const json = (
    response: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) => send(response, status, JSON.stringify(body), 'application/json', headers)
  const redirect = (response: ServerResponse, target: URL) => {
    response.writeHead(303, { location: target.toString(), 'cache-control': 'no-store' })
    response.end()
  }

  const readForm = (request: IncomingMessage) =>
    new Promise<URLSearchParams>((resolve, reject) => {
      let size = 0
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => {
        size += chunk.length
        if (size > MAX_BODY_BYTES) {
          reject(new Error('body too large'))
          request.destroy()
        } else chunks.push(chunk)
      })
      request.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))))
      request.on('error', reject)
    })

  /** The checks every authorization request passes; answers itself (and returns undefined) when one fails. */
  const checkAuthorization = (
    provider: LocalSocialProvider,
    params: URLSearchParams,
    response: ServerResponse,
  ) => {
    const client = clients.find((entry) => entry.clientId === params.get('client_id'))
    const redirectUri = params.get('redirect_uri') ?? ''
    // Without a known client and one of its exact redirect URIs, the error is shown here: never redirected.
    if (!client?.redirectUris.includes(redirectUri)) {
      send(response, 400, 'Unknown client or redirect_uri', 'text/plain; charset=utf-8')
      return undefined
    }
    const back = (error: string, description: string) => {
      const target = new URL(redirectUri)
      target.searchParams.set('error', error)
      target.searchParams.set('error_description', description)
      const state = params.get('state')
      if (state !== null) target.searchParams.set('state', state)
      target.searchParams.set('iss', issuer(provider))
      redirect(response, target)
      return undefined
    }
    if (params.get('response_type') !== 'code') return back('unsupported_response_type', 'Only code')
    if (!(params.get('scope') ?? '').split(' ').includes('openid'))
      return back('invalid_scope', 'The openid scope is required')
    const codeChallenge = params.get('code_challenge') ?? ''
    if (params.get('code_challenge_method') !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(codeChallenge))
      return back('invalid_request', 'PKCE with S256 is required')
    return { client, redirectUri, codeChallenge, back }
  }

  const authorize = async (
    provider: LocalSocialProvider,
    request: IncomingMessage,
    response: ServerResponse,
  ) => {
    const params =
      request.method === 'POST' ? await readForm(request) : new URL(request.url ?? '/', baseUrl).searchParams
    const checked = checkAuthorization(provider, params, response)
    if (!checked) return
    const requestParams: Record<string, string> = {}
    for (const name of [
      'response_type',
      'client_id',
      'redirect_uri',
      'scope',
      'state',
      'nonce',
      'code_challenge',
      'code_challenge_method',
    ]) {
      const value = params.get(name)
      if (value !== null) requestParams[name] = value
    }
    if (request.method !== 'POST') {
      send(
        response,
        200,
        renderLoginPage({
          providerName: LOCAL_SOCIAL_PROVIDER_NAMES[provider],
          clientId: checked.client.clientId,
          users: LOCAL_SOCIAL_USERS[provider],
          request: requestParams,
        }),
        'text/html; charset=utf-8',
      )
      return
    }
    if (params.get('cancel') !== null) return void checked.back('access_denied', 'The user cancelled')
    const user = LOCAL_SOCIAL_USERS[provider].find((entry) => entry.sub === params.get('sub'))
    if (!user) return void checked.back('access_denied', 'Unknown user')
    const code = randomToken()
    codes.set(code, {
      provider,
      clientId: checked.client.clientId,
      redirectUri: checked.redirectUri,
      codeChallenge: checked.codeChallenge,
      nonce: params.get('nonce') ?? undefined,
      user,
      expiresAt: Date.now() + CODE_LIFETIME_MS,
      used: false,
      accessTokens: [],
    })
    const target = new URL(checked.redirectUri)
    target.searchParams.set('code', code)
    const state = params.get('state')
    if (state !== null) target.searchParams.set('state', state)
    target.searchParams.set('iss', issuer(provider))
    redirect(response, target)
  }

  const token = async (provider: LocalSocialProvider, request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'POST') return json(response, 405, { error: 'invalid_request' })
    const form = await readForm(request)
    let clientId = form.get('client_id') ?? ''
    let clientSecret = form.get('client_secret') ?? ''
    const basic = request.headers.authorization?.match(/^Basic ([A-Za-z0-9+/=]+)$/)?.[1]
    if (basic) {
      const [id = '', secret = ''] = Buffer.from(basic, 'base64').toString('utf8').split(':')
      clientId = decodeURIComponent(id)
      clientSecret = decodeURIComponent(secret)
    }
    const client = clients.find((entry) => entry.clientId === clientId)
    if (!client || !sameSecret(client.clientSecret, clientSecret))
      return json(response, 401, { error: 'invalid_client' }, { 'www-authenticate': 'Basic' })
    if (form.get('grant_type') !== 'authorization_code')
      return json(response, 400, { error: 'unsupported_grant_type' })
    const grant = (description: string) =>
      json(response, 400, { error: 'invalid_grant', error_description: description })
    const code = codes.get(form.get('code') ?? '')
    if (!code || code.provider !== provider || code.clientId !== clientId) return grant('Unknown code')
    if (code.used) {
      // A replayed code revokes what it gave out (RFC 6749 §4.1.2).
      for (const issued of code.accessTokens) accessTokens.delete(issued)
      return grant('The code was used already')
    }
    code.used = true
    if (Date.now() >= code.expiresAt) return grant('The code has expired')
    if (form.get('redirect_uri') !== code.redirectUri) return grant('redirect_uri differs')
    const verifier = form.get('code_verifier') ?? ''
    if (
      !VERIFIER_PATTERN.test(verifier) ||
      base64url(createHash('sha256').update(verifier).digest()) !== code.codeChallenge
    )
      return grant('PKCE verification failed')
    const accessToken = randomToken()
    accessTokens.set(accessToken, {
      provider,
      user: code.user,
      expiresAt: Date.now() + TOKEN_LIFETIME_S * 1000,
    })
    code.accessTokens.push(accessToken)
    json(response, 200, {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: TOKEN_LIFETIME_S,
      scope: 'openid profile email',
      id_token: signIdToken(code),
    })
  }

  const userinfo = (provider: LocalSocialProvider, request: IncomingMessage, response: ServerResponse) => {
    const bearer = request.headers.authorization?.match(/^Bearer (\S+)$/)?.[1] ?? ''
    const granted = accessTokens.get(bearer)
    if (!granted || granted.provider !== provider || Date.now() >= granted.expiresAt)
      return json(
        response,
        401,
        { error: 'invalid_token' },
        { 'www-authenticate': 'Bearer error="invalid_token"' },
      )
    const { user } = granted
    json(response, 200, {
      sub: user.sub,
      name: user.name,
      preferred_username: user.username,
      ...(user.email ? { email: user.email, email_verified: true } : {}),
    })
  }

  const discovery = (provider: LocalSocialProvider) => ({
    issuer: issuer(provider),
    authorization_endpoint: `${issuer(provider)}/authorize`,
    token_endpoint: `${issuer(provider)}/token`,
    userinfo_endpoint: `${issuer(provider)}/userinfo`,
    jwks_uri: `${issuer(provider)}/jwks`,
    response_types_supported: ['code'],
    grant_types_supported: ['authorization_code'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    scopes_supported: ['openid', 'profile', 'email'],
    claims_supported: ['sub', 'name', 'preferred_username', 'email', 'email_verified', 'nonce'],
    authorization_response_iss_parameter_supported: true,
  })

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const [, first = '', ...rest] = url.pathname.split('/')
    const provider = LOCAL_SOCIAL_PROVIDERS.find((name) => name === first)
    const route = rest.join('/')
    const fail = (error: unknown) => {
      if (!response.headersSent)
        json(response, 400, { error: 'invalid_request', error_description: String(error) })
    }
    if (!provider) return json(response, 404, { error: 'not_found' })
    if (route === '.well-known/openid-configuration' && request.method === 'GET')
      return json(response, 200, discovery(provider), { 'access-control-allow-origin': '*' })
    if (route === 'jwks' && request.method === 'GET') {
      const { publicKey, kid } = keys[provider]
      return json(
        response,
        200,
        { keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] },
        { 'access-control-allow-origin': '*' },
      )
    }
    if (route === 'authorize' && (request.method === 'GET' || request.method === 'POST'))
      return void authorize(provider, request, response).catch(fail)
    if (route === 'token') return void token(provider, request, response).catch(fail)
    if (route === 'userinfo' && request.method === 'GET') return userinfo(provider, request, response)
    json(response, 404, { error: 'not_found' })
  })

  const boundPort = await new Promise<number>((resolve, reject) => {
    const onError = (cause: unknown) =>
      reject(
        new DevnetError({
          code: 'DEVNET_OIDC_START_FAILED',
          shortMessage: 'The local OpenID provider failed to start',
          cause,
        }),
      )
    server.once('error', onError)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', onError)
      resolve((server.address() as AddressInfo).port)
    })
  })
  baseUrl = `http://127.0.0.1:${boundPort}`
  return {
    url: baseUrl,
    issuer,
    users: LOCAL_SOCIAL_USERS,
    misbehave(mode) {
      misbehaviour = mode
    },
    stop: () =>
      new Promise<void>((done) => {
        server.closeAllConnections()
        server.close(() => done())
      }),
  }
}
