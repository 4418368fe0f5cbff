import type { HostileRoute } from './HostileRoute.js'
import { HOSTILE_DELETED_PROJECT, HOSTILE_PROJECT } from './hostileRouteValues.js'

/** The admin routes (admin bearer token): projects, prices, spam list and wallet registry. */
export const ADMIN_ROUTES: HostileRoute[] = [
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
      smartAccountsEnabled: true,
      sponsorship: { enabled: true, dailyLimitPerAccountWei: '10000000000000000' },
      exchangesEnabled: true,
    },
  },
  { method: 'GET', path: '/admin/v1/projects/:id', params: { id: HOSTILE_PROJECT }, admin: true },
  {
    method: 'PATCH',
    path: '/admin/v1/projects/:id',
    params: { id: HOSTILE_PROJECT },
    admin: true,
    body: {
      name: 'Renamed',
      rateLimitPerMinute: 200,
      features: { swaps: ['1inch'] },
      smartAccountsEnabled: false,
      sponsorship: { dailyLimitPerAccountWei: '20000000000000000' },
      exchangesEnabled: false,
    },
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
