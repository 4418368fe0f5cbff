import { LAB_ORIGIN } from '../apiSuite/apiSuiteFixtures.js'
import type { HostileRoute } from './HostileRoute.js'
import { LAB_PROJECT } from './hostileRouteValues.js'

/** The embedded wallet's social login: start, the provider's return, the result and its verification. */
export const SOCIAL_LOGIN_ROUTES: HostileRoute[] = [
  // Social login: a provider is configured whose endpoints nothing answers; start never calls it.
  {
    method: 'POST',
    path: '/auth/v1/social/start',
    query: LAB_PROJECT,
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
  { method: 'GET', path: '/auth/v1/social/result', query: { ...LAB_PROJECT, state: 'A'.repeat(43) } },
  {
    method: 'POST',
    path: '/auth/v1/social/verify',
    query: LAB_PROJECT,
    body: { state: 'A'.repeat(43), code: 'hostile-code', codeVerifier: 'v'.repeat(43) },
    validStatus: 400,
  },
]
