import { LAB, LAB_ORIGIN } from '../apiSuite/apiSuiteFixtures.js'
import type { HostileRoute } from './HostileRoute.js'
import { ADDRESS, LAB_PROJECT } from './hostileRouteValues.js'

/** The widget's routes: health, configuration, the wallet list and images, analytics and error reports, the RPC proxy, account data and identity. */
export const WIDGET_ROUTES: HostileRoute[] = [
  { method: 'GET', path: '/healthz' },
  { method: 'GET', path: '/appkit/v1/config', query: { ...LAB_PROJECT, st: 'portico', sv: '1.0.0' } },
  { method: 'GET', path: '/projects/v1/origins', query: LAB_PROJECT },
  {
    method: 'GET',
    path: '/getWallets',
    query: {
      ...LAB_PROJECT,
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
  { method: 'GET', path: '/getAnalyticsConfig', query: LAB_PROJECT },
  {
    method: 'POST',
    path: '/e',
    query: { ...LAB_PROJECT, st: 'portico', sv: '1.0.0' },
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
    query: LAB_PROJECT,
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
    query: { ...LAB_PROJECT, chainId: 'eip155:9999' },
    validStatus: 502,
  },
  {
    method: 'GET',
    path: '/v1/account/:address/history',
    params: { address: ADDRESS },
    query: {
      ...LAB_PROJECT,
      chainId: 'eip155:1',
      limit: '20',
      onramp: 'any',
      cursor: Buffer.from(JSON.stringify(['2026-01-01T00:00:00.000Z', '1', 0, 'eip155:1'])).toString(
        'base64url',
      ),
    },
  },
  {
    method: 'GET',
    path: '/v1/account/:address/nfts',
    params: { address: ADDRESS },
    query: { ...LAB_PROJECT, chainId: 'eip155:9999' },
  },
  { method: 'GET', path: '/v1/identity/:address', params: { address: ADDRESS }, query: LAB_PROJECT },
]
