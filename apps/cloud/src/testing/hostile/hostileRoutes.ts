import { LAB, LAB_ORIGIN } from '../apiSuite/apiSuiteFixtures.js'

/** A route of the cloud with valid values for each of its parameters; the hostile suite spoils one at a time. */
export type HostileRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Path with `:name` parameters, e.g. `/v1/account/:address/balance`. */
  path: string
  params?: Record<string, string>
  query?: Record<string, string>
  /** A valid JSON body; its fields (and those of nested objects) are spoiled one at a time. */
  body?: unknown
  /** Sent with the admin bearer token. */
  admin?: boolean
  /** More valid headers (a bearer token of the route's own); spoiled one at a time like the others. */
  headers?: Record<string, string>
  /** The status of the valid request when it is not a 2xx (a chain that is down, a signature made up). */
  validStatus?: number
}

const ADDRESS = `0x${'ab'.repeat(20)}`
const SIGNATURE = `0x${'11'.repeat(65)}`
const project = { projectId: LAB }
/** A well-formed channel token no channel has. */
const CHANNEL_TOKEN = 'C'.repeat(43)
/** Projects the admin cases may change or delete (created by the suite), never the lab's. */
export const HOSTILE_PROJECT = 'hostile-target'
export const HOSTILE_DELETED_PROJECT = 'hostile-deleted'

/** Every route of the cloud, public and admin. */
export const HOSTILE_ROUTES: HostileRoute[] = [
  { method: 'GET', path: '/healthz' },
  { method: 'GET', path: '/appkit/v1/config', query: { ...project, st: 'portico', sv: '1.0.0' } },
  { method: 'GET', path: '/projects/v1/origins', query: project },
  {
    method: 'GET',
    path: '/getWallets',
    query: {
      ...project,
      page: '1',
      entries: '40',
      search: 'meta',
      include: 'metamask',
      exclude: 'trust',
      chains: 'eip155:1,solana',
      badge_type: 'certified',
    },
  },
  { method: 'GET', path: '/getWalletImage/:id', params: { id: 'metamask' } },
  { method: 'GET', path: '/public/getAssetImage/:id', params: { id: 'eth' } },
  { method: 'GET', path: '/public/getCurrencyImage/:id', params: { id: 'usd' } },
  { method: 'GET', path: '/public/getTokenImage/:id', params: { id: 'USDT' } },
  { method: 'GET', path: '/getAnalyticsConfig', query: project },
  {
    method: 'POST',
    path: '/e',
    query: { ...project, st: 'portico', sv: '1.0.0' },
    body: {
      eventId: 'hostile-event',
      url: `${LAB_ORIGIN}/`,
      domain: 'localhost',
      timestamp: 1_700_000_000_000,
      props: { event: 'MODAL_OPEN', address: ADDRESS, properties: { network: 'eip155:1' } },
    },
  },
  {
    method: 'POST',
    path: '/e',
    query: project,
    body: {
      eventId: 'hostile-report',
      url: `${LAB_ORIGIN}/`,
      domain: 'localhost',
      timestamp: 1_700_000_000_000,
      props: {
        type: 'error',
        event: 'ERROR',
        errorType: 'TypeError',
        errorMessage: 'boom',
        stackTrace: 'at x',
      },
    },
  },
  {
    method: 'POST',
    path: '/v1/',
    query: { chainId: 'eip155:9999', projectId: LAB },
    body: { jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [ADDRESS, 'latest'] },
    validStatus: 502,
  },
  {
    method: 'GET',
    path: '/v1/account/:address/balance',
    params: { address: ADDRESS },
    query: { ...project, chainId: 'eip155:9999' },
    validStatus: 502,
  },
  {
    method: 'GET',
    path: '/v1/account/:address/history',
    params: { address: ADDRESS },
    query: {
      ...project,
      chainId: 'eip155:1',
      limit: '20',
      cursor: Buffer.from(JSON.stringify(['2026-01-01T00:00:00.000Z', '1', 0, 'eip155:1'])).toString(
        'base64url',
      ),
    },
  },
  {
    method: 'GET',
    path: '/v1/account/:address/nfts',
    params: { address: ADDRESS },
    query: { ...project, chainId: 'eip155:9999' },
  },
  { method: 'GET', path: '/v1/identity/:address', params: { address: ADDRESS }, query: project },
  { method: 'GET', path: '/auth/v1/nonce', query: project },
  {
    method: 'POST',
    path: '/auth/v1/authenticate',
    query: project,
    body: {
      data: {
        accountAddress: ADDRESS,
        chainId: 'eip155:1',
        domain: 'localhost:5173',
        uri: `${LAB_ORIGIN}/`,
        version: '1',
        nonce: 'abcdefgh12345678',
        statement: 'Sign in',
        resources: ['https://example.com'],
        issuedAt: '2026-01-01T00:00:00.000Z',
      },
      message: 'localhost:5173 wants you to sign in',
      signature: SIGNATURE,
    },
    // A nonce the cloud never issued: refused (400) after the input is validated.
    validStatus: 400,
  },
  { method: 'GET', path: '/auth/v1/me', query: project, validStatus: 401 },
  { method: 'GET', path: '/auth/v1/jwks' },
  { method: 'POST', path: '/auth/v1/sign-out', query: project, validStatus: 401 },
  // The embedded wallet's e-mail login: the suite runs a mail inbox and lists the lab's origin as the secure site.
  {
    method: 'POST',
    path: '/auth/v1/email/code',
    query: project,
    body: { email: 'hostile@example.com', deviceId: 'h'.repeat(43) },
  },
  {
    method: 'POST',
    path: '/auth/v1/email/device',
    query: project,
    body: { email: 'hostile@example.com', deviceId: 'h'.repeat(43) },
  },
  // A device-approval link's page: a made-up token is unknown.
  {
    method: 'GET',
    path: '/auth/v1/device/approve',
    query: { ...project, token: 't'.repeat(43) },
    validStatus: 404,
  },
  { method: 'POST', path: '/auth/v1/device/approve', query: project, validStatus: 404 },
  {
    method: 'POST',
    path: '/auth/v1/email/verify',
    query: project,
    body: { email: 'nobody@example.com', otp: '123456', deviceId: 'h'.repeat(43) },
    // No code was sent to this address: refused after the input is validated.
    validStatus: 400,
  },
  { method: 'GET', path: '/auth/v1/session', query: project, validStatus: 401 },
  { method: 'DELETE', path: '/auth/v1/session', query: project, validStatus: 401 },
  { method: 'GET', path: '/auth/v1/share', query: project, validStatus: 401 },
  {
    method: 'PUT',
    path: '/auth/v1/share',
    query: project,
    body: {
      share: 'c2hhcmU',
      addresses: { eip155: ADDRESS, solana: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T' },
    },
    // Without a login session the share is refused before its body is read.
    validStatus: 401,
  },
  // E-mail update: without a login session every step is refused before its body is read.
  {
    method: 'POST',
    path: '/auth/v1/email/update',
    query: project,
    body: { email: 'hostile-new@example.com' },
    validStatus: 401,
  },
  {
    method: 'POST',
    path: '/auth/v1/email/update/primary',
    query: project,
    body: { otp: '123456' },
    validStatus: 401,
  },
  {
    method: 'POST',
    path: '/auth/v1/email/update/secondary',
    query: project,
    body: { otp: '123456' },
    validStatus: 401,
  },
  // Social login: a provider is configured whose endpoints nothing answers; start never calls it.
  {
    method: 'POST',
    path: '/auth/v1/social/start',
    query: project,
    body: {
      provider: 'google',
      codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      returnOrigin: LAB_ORIGIN,
    },
  },
  // No login has this state: refused after the input is validated.
  { method: 'GET', path: '/auth/v1/social/return', query: { state: 'A'.repeat(43) }, validStatus: 400 },
  {
    method: 'POST',
    path: '/auth/v1/social/return',
    body: { state: 'A'.repeat(43), uri: `${LAB_ORIGIN}/social-callback.html?state=${'A'.repeat(43)}&code=c` },
    validStatus: 400,
  },
  { method: 'GET', path: '/auth/v1/social/result', query: { ...project, state: 'A'.repeat(43) } },
  {
    method: 'POST',
    path: '/auth/v1/social/verify',
    query: project,
    body: { state: 'A'.repeat(43), code: 'hostile-code', codeVerifier: 'v'.repeat(43) },
    validStatus: 400,
  },
  {
    method: 'GET',
    path: '/v1/profile/account/:name',
    params: { name: 'alice.portico.id' },
    query: project,
    validStatus: 404,
  },
  { method: 'GET', path: '/v1/profile/reverse/:address', params: { address: ADDRESS }, query: project },
  { method: 'GET', path: '/v1/profile/suggestions/:name', params: { name: 'alice' }, query: project },
  {
    method: 'POST',
    path: '/v1/profile/account',
    query: project,
    body: {
      coinType: 60,
      address: ADDRESS,
      signature: SIGNATURE,
      message: JSON.stringify({ name: 'hostile', attributes: { avatar: 'x' }, timestamp: 1_700_000_000 }),
    },
    // The message is checked before the signature, so its spoiled fields meet validation, then storage.
    validStatus: 401,
  },
  // Farcaster login: the suite's cloud knows the devnet's test fids; a made-up channel token names no channel.
  {
    method: 'POST',
    path: '/farcaster/v1/channel',
    query: project,
    body: { siweUri: `${LAB_ORIGIN}/`, domain: new URL(LAB_ORIGIN).host, nonce: 'abcdefgh12345678' },
  },
  {
    method: 'GET',
    path: '/farcaster/v1/channel/status',
    headers: { authorization: `Bearer ${CHANNEL_TOKEN}` },
    validStatus: 401,
  },
  {
    method: 'POST',
    path: '/farcaster/v1/channel/authenticate',
    headers: { authorization: `Bearer ${CHANNEL_TOKEN}` },
    body: {
      message: 'localhost:5173 wants you to sign in with your Ethereum account',
      signature: SIGNATURE,
      fid: 1,
      authMethod: 'custody',
      username: 'hostile',
    },
    // The channel is checked after the input is validated.
    validStatus: 401,
  },
  {
    method: 'POST',
    path: '/auth/v1/farcaster/verify',
    query: project,
    body: { channelToken: CHANNEL_TOKEN },
    validStatus: 401,
  },
  // The WalletConnect relay: without a WebSocket upgrade (fetch cannot send one) every request is a 426.
  { method: 'GET', path: '/relay', query: { projectId: LAB, auth: 'not.a.jwt' }, validStatus: 426 },
  { method: 'GET', path: '/admin/v1/projects', admin: true },
  {
    method: 'POST',
    path: '/admin/v1/projects',
    admin: true,
    body: {
      name: 'Hostile',
      allowedOrigins: ['https://app.example.com'],
      features: { multiWallet: true, socials: ['google'] },
      analyticsEnabled: true,
      rateLimitPerMinute: 100,
    },
  },
  { method: 'GET', path: '/admin/v1/projects/:id', params: { id: HOSTILE_PROJECT }, admin: true },
  {
    method: 'PATCH',
    path: '/admin/v1/projects/:id',
    params: { id: HOSTILE_PROJECT },
    admin: true,
    body: { name: 'Renamed', rateLimitPerMinute: 200, features: { swaps: ['1inch'] } },
  },
  {
    method: 'PUT',
    path: '/admin/v1/projects/:id/origins',
    params: { id: HOSTILE_PROJECT },
    admin: true,
    body: { allowedOrigins: ['https://*.example.com'] },
  },
  {
    method: 'PUT',
    path: '/admin/v1/projects/:id/features',
    params: { id: HOSTILE_PROJECT },
    admin: true,
    body: { multiWallet: false, onramp: ['meld'] },
  },
  {
    method: 'GET',
    path: '/admin/v1/projects/:id/events',
    params: { id: HOSTILE_PROJECT },
    query: { kind: 'error', limit: '10' },
    admin: true,
  },
  { method: 'DELETE', path: '/admin/v1/projects/:id', params: { id: HOSTILE_DELETED_PROJECT }, admin: true },
  { method: 'GET', path: '/admin/v1/prices', admin: true },
  {
    method: 'PUT',
    path: '/admin/v1/prices',
    admin: true,
    body: [{ chainId: 'eip155:1', address: 'native', usd: 3000 }],
  },
  { method: 'GET', path: '/admin/v1/spam', admin: true },
  {
    method: 'PUT',
    path: '/admin/v1/spam',
    admin: true,
    body: [{ chainId: 'eip155:1', address: '0x00000000000000000000000000000000000000aa', spam: true }],
  },
  {
    method: 'POST',
    path: '/admin/v1/wallets/import',
    admin: true,
    body: { wallets: [{ id: 'hostile-wallet', name: 'Hostile Wallet', chains: ['eip155:1'], homepage: '' }] },
  },
]
