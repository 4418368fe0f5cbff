import type { PayExchangeConfig } from '../../pay/PayExchangeConfig.js'
import type { HostileRoute } from './HostileRoute.js'
import { ADDRESS, LAB_PROJECT } from './hostileRouteValues.js'

/** Pay settings with the exchange on a port where nothing listens, so the hostile requests reach an exchange call. */
export const payOnDownExchange: PayExchangeConfig = {
  exchanges: {
    binance: {
      url: 'http://127.0.0.1:9',
      apiKey: 'hostile-api-key',
      urlSigningSecret: 'hostile-url-signing-secret',
    },
  },
  timeoutMs: 5_000,
}

const USDC = `0x${'cd'.repeat(20)}`

/** Paying from an exchange (`/v1/pay/*`, src/pay/): every valid request that reaches the exchange is a 502. */
export const PAY_ROUTES: HostileRoute[] = [
  {
    method: 'GET',
    path: '/v1/pay/exchanges',
    query: { ...LAB_PROJECT, network: 'eip155:31337', asset: USDC },
    validStatus: 502,
  },
  {
    method: 'POST',
    path: '/v1/pay/url',
    query: { ...LAB_PROJECT },
    body: {
      exchange: 'binance',
      network: 'eip155:31337',
      asset: USDC,
      amount: '5000000',
      recipient: ADDRESS,
      redirectUrl: 'http://127.0.0.1:5173/paid',
    },
    validStatus: 502,
  },
  {
    method: 'GET',
    path: '/v1/pay/payments/:paymentId',
    params: { paymentId: `pay_${'0'.repeat(32)}` },
    query: { ...LAB_PROJECT },
    validStatus: 404,
  },
]
