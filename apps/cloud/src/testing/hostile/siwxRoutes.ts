import { LAB_ORIGIN } from '../apiSuite/apiSuiteFixtures.js'
import type { HostileRoute } from './HostileRoute.js'
import { ADDRESS, LAB_PROJECT, SIGNATURE } from './hostileRouteValues.js'

/** Sign in with X: nonce, authenticate, the session and its keys, sign-out. */
export const SIWX_ROUTES: HostileRoute[] = [
  { method: 'GET', path: '/auth/v1/nonce', query: LAB_PROJECT },
  {
    method: 'POST',
    path: '/auth/v1/authenticate',
    query: LAB_PROJECT,
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
  { method: 'GET', path: '/auth/v1/me', query: LAB_PROJECT, validStatus: 401 },
  { method: 'GET', path: '/auth/v1/jwks' },
  { method: 'POST', path: '/auth/v1/sign-out', query: LAB_PROJECT, validStatus: 401 },
]
