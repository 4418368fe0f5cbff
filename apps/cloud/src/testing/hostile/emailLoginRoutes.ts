import type { HostileRoute } from './HostileRoute.js'
import { ADDRESS, LAB_PROJECT } from './hostileRouteValues.js'

/** The embedded wallet's e-mail login: code, device approval, session, key share and e-mail update. */
export const EMAIL_LOGIN_ROUTES: HostileRoute[] = [
  // The embedded wallet's e-mail login: the suite runs a mail inbox and lists the lab's origin as the secure site.
  {
    method: 'POST',
    path: '/auth/v1/email/code',
    query: LAB_PROJECT,
    body: { email: 'hostile@example.com', deviceId: 'h'.repeat(43) },
  },
  {
    method: 'POST',
    path: '/auth/v1/email/device',
    query: LAB_PROJECT,
    body: { email: 'hostile@example.com', deviceId: 'h'.repeat(43) },
  },
  // A device-approval link's page: a made-up token is unknown.
  {
    method: 'GET',
    path: '/auth/v1/device/approve',
    query: { ...LAB_PROJECT, token: 't'.repeat(43) },
    validStatus: 404,
  },
  { method: 'POST', path: '/auth/v1/device/approve', query: LAB_PROJECT, validStatus: 404 },
  {
    method: 'POST',
    path: '/auth/v1/email/verify',
    query: LAB_PROJECT,
    body: { email: 'nobody@example.com', otp: '123456', deviceId: 'h'.repeat(43) },
    // No code was sent to this address: refused after the input is validated.
    validStatus: 400,
  },
  { method: 'GET', path: '/auth/v1/session', query: LAB_PROJECT, validStatus: 401 },
  { method: 'DELETE', path: '/auth/v1/session', query: LAB_PROJECT, validStatus: 401 },
  { method: 'GET', path: '/auth/v1/share', query: LAB_PROJECT, validStatus: 401 },
  {
    method: 'PUT',
    path: '/auth/v1/share',
    query: LAB_PROJECT,
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
    query: LAB_PROJECT,
    body: { email: 'hostile-new@example.com' },
    validStatus: 401,
  },
  {
    method: 'POST',
    path: '/auth/v1/email/update/primary',
    query: LAB_PROJECT,
    body: { otp: '123456' },
    validStatus: 401,
  },
  {
    method: 'POST',
    path: '/auth/v1/email/update/secondary',
    query: LAB_PROJECT,
    body: { otp: '123456' },
    validStatus: 401,
  },
]
