import type { HostileRoute } from './HostileRoute.js'
import { ADDRESS, LAB_PROJECT } from './hostileRouteValues.js'

// The hostile suite configures meld and coinbase on a port where nothing listens (onrampOnDownProvider): every valid
// request that reaches a provider is a 502; a signed URL needs no call to it.
const PURCHASE = { fiatAmount: '100.00', fiatCurrency: 'USD', asset: 'ETH', network: 'eip155:31337' }

/** The on-ramp service (`/v1/onramp/*`, `/v1/generators/onrampurl`, src/onramp/). */
export const ONRAMP_ROUTES: HostileRoute[] = [
  { method: 'GET', path: '/v1/onramp/options', query: { ...LAB_PROJECT }, validStatus: 502 },
  { method: 'GET', path: '/v1/onramp/quote', query: { ...LAB_PROJECT, ...PURCHASE }, validStatus: 502 },
  {
    method: 'POST',
    path: '/v1/generators/onrampurl',
    query: { ...LAB_PROJECT },
    body: { provider: 'meld', ...PURCHASE, address: ADDRESS, redirectUrl: 'http://127.0.0.1:5173/bought' },
  },
  {
    method: 'GET',
    path: '/v1/onramp/purchases/:purchaseId',
    params: { purchaseId: `onr_${'0'.repeat(32)}` },
    query: { ...LAB_PROJECT },
    validStatus: 404,
  },
  // A well-formed webhook with a made-up signature: refused (401) before anything is read or stored.
  {
    method: 'POST',
    path: '/v1/onramp/webhooks/:provider',
    params: { provider: 'meld' },
    headers: { 'x-onramp-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'ab'.repeat(32)}` },
    body: {
      eventId: 'evt_hostile',
      type: 'order.status',
      sequence: 1,
      order: {
        id: 'ord_hostile',
        ref: `onr_${'0'.repeat(32)}`,
        status: 'completed',
        network: 'eip155:31337',
        address: ADDRESS,
        fee: '1.20',
        cryptoAmount: '1',
        txHash: null,
        failureReason: null,
      },
    },
    validStatus: 401,
  },
  // Coinbase's webhook (ONRAMP_COINBASE_WEBHOOK_SECRET), signed as Coinbase signs, with a made-up signature: 401.
  {
    method: 'POST',
    path: '/v1/onramp/webhooks/:provider',
    params: { provider: 'coinbase' },
    headers: {
      'x-hook0-id': '7f1d2c3b-0a9e-4b8c-9d7e-6f5a4b3c2d1e',
      'x-hook0-signature': `t=${Math.floor(Date.now() / 1000)},h=content-type x-hook0-id,v1=${'ab'.repeat(32)}`,
    },
    body: {
      eventType: 'onramp.transaction.success',
      transactionId: 'tx_hostile',
      status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS',
      partnerUserRef: `onr_${'0'.repeat(32)}`,
      purchaseCurrency: 'ETH',
      purchaseNetwork: 'ethereum',
      purchaseAmount: { value: '0.0394', currency: 'ETH' },
      coinbaseFee: { value: '1.00', currency: 'USD' },
      networkFee: { value: '0.50', currency: 'USD' },
      walletAddress: ADDRESS,
      txHash: '0xfeed',
      failureReason: null,
    },
    validStatus: 401,
  },
]
