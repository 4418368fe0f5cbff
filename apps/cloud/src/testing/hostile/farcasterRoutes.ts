import { LAB_ORIGIN } from '../apiSuite/apiSuiteFixtures.js'
import type { HostileRoute } from './HostileRoute.js'
import { CHANNEL_TOKEN, LAB_PROJECT, SIGNATURE } from './hostileRouteValues.js'

/** The Farcaster login: the relay channel, its status and the session it opens. */
export const FARCASTER_ROUTES: HostileRoute[] = [
  // Farcaster login: the suite's cloud knows the devnet's test fids; a made-up channel token names no channel.
  {
    method: 'POST',
    path: '/farcaster/v1/channel',
    query: LAB_PROJECT,
    body: {
      siweUri: `${LAB_ORIGIN}/`,
      domain: new URL(LAB_ORIGIN).host,
      nonce: 'abcdefgh12345678',
      // Capped by the cloud's lifetime.
      expirationTime: '2099-01-01T00:00:00.000Z',
    },
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
    query: LAB_PROJECT,
    body: { channelToken: CHANNEL_TOKEN },
    validStatus: 401,
  },
]
