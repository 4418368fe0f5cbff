import type { HostileRoute } from './HostileRoute.js'
import { ADDRESS, LAB_PROJECT, SIGNATURE } from './hostileRouteValues.js'

/** Account names: lookup, reverse lookup, suggestions and registration. */
export const PROFILE_ROUTES: HostileRoute[] = [
  {
    method: 'GET',
    path: '/v1/profile/account/:name',
    params: { name: 'alice.portico.id' },
    query: LAB_PROJECT,
    validStatus: 404,
  },
  { method: 'GET', path: '/v1/profile/reverse/:address', params: { address: ADDRESS }, query: LAB_PROJECT },
  { method: 'GET', path: '/v1/profile/suggestions/:name', params: { name: 'alice' }, query: LAB_PROJECT },
  {
    method: 'POST',
    path: '/v1/profile/account',
    query: LAB_PROJECT,
    body: {
      coinType: 60,
      address: ADDRESS,
      signature: SIGNATURE,
      message: JSON.stringify({ name: 'hostile', attributes: { avatar: 'x' }, timestamp: 1_700_000_000 }),
    },
    // The message is checked before the signature, so its spoiled fields meet validation, then storage.
    validStatus: 401,
  },
]
