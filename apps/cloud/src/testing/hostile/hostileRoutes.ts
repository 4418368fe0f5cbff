import { LAB } from '../apiSuite/apiSuiteFixtures.js'
import { ADMIN_ROUTES } from './adminRoutes.js'
import { EMAIL_LOGIN_ROUTES } from './emailLoginRoutes.js'
import { FARCASTER_ROUTES } from './farcasterRoutes.js'
import type { HostileRoute } from './HostileRoute.js'
import { ONRAMP_ROUTES } from './onrampRoutes.js'
import { PAY_ROUTES } from './payRoutes.js'
import { PROFILE_ROUTES } from './profileRoutes.js'
import { SIWX_ROUTES } from './siwxRoutes.js'
import { SMART_ACCOUNT_ROUTES } from './smartAccountRoutes.js'
import { SOCIAL_LOGIN_ROUTES } from './socialLoginRoutes.js'
import { SWAP_ROUTES } from './swapRoutes.js'
import { WIDGET_ROUTES } from './widgetRoutes.js'

/** Every route of the cloud, public and admin, by group. */
export const HOSTILE_ROUTES: HostileRoute[] = [
  ...WIDGET_ROUTES,
  ...SIWX_ROUTES,
  ...EMAIL_LOGIN_ROUTES,
  ...SOCIAL_LOGIN_ROUTES,
  ...PROFILE_ROUTES,
  ...FARCASTER_ROUTES,
  ...SWAP_ROUTES,
  ...ONRAMP_ROUTES,
  ...PAY_ROUTES,
  ...SMART_ACCOUNT_ROUTES,
  // The WalletConnect relay: without a WebSocket upgrade (fetch cannot send one) every request is a 426.
  { method: 'GET', path: '/relay', query: { projectId: LAB, auth: 'not.a.jwt' }, validStatus: 426 },
  ...ADMIN_ROUTES,
]
